import { investorExists } from '@/server/accounts/investor-exists'
import { apiHandler, ok } from '@/server/http/api-handler'

/** Spec 7, GET /api/user-exists/{email}: `{ data: boolean }`, a few answers an hour per IP. */
export const GET = apiHandler(async ({ payload, request, client }) => {
  const email = decodeURIComponent(request.nextUrl.pathname.split('/').pop() ?? '')
  return ok(
    { data: await investorExists(payload, email, client) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
