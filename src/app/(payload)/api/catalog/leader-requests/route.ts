import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readOwnLeaderRequests } from '@/server/leader-requests/read-own-leader-requests'

/**
 * GET /api/catalog/leader-requests[?user_id={id}]: the investor's own leader requests, newest
 * first. Another account's id is answered as absent (404), as questionaire/get does.
 */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const userId = context.request.nextUrl.searchParams.get('user_id')
  if (userId !== null && userId !== String(investor.id)) throw new AppError('NOT_FOUND')
  return ok(await readOwnLeaderRequests(context.payload, investor), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
