import { leaderRequestDecisionRoute } from '@/contracts/compliance'
import { routeHandler } from '@/server/http/route-handler'
import { decideLeaderRequest } from '@/server/leader-requests/decide-leader-request'

/** The contract: src/contracts/compliance.ts. The investor's e-mail goes after the answer. */
export const POST = routeHandler(
  leaderRequestDecisionRoute,
  async ({ payload, staff, params, input }) => ({
    request: await decideLeaderRequest(payload, {
      requestId: Number(params.id),
      staffId: staff.id,
      input,
    }),
  }),
  { sendsEmail: true },
)
