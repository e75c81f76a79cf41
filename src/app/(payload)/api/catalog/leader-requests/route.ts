import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readOwnLeaderRequests } from '@/server/leader-requests/read-own-leader-requests'

/** GET /api/catalog/leader-requests: the investor's own leader requests, newest first. */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  return ok(await readOwnLeaderRequests(context.payload, investor), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
