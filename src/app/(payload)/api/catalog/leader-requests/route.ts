import { ownLeaderRequestsRoute } from '@/contracts/profile'
import { AppError } from '@/server/errors/app-error'
import { routeHandler } from '@/server/http/route-handler'
import { readOwnLeaderRequests } from '@/server/leader-requests/read-own-leader-requests'

/** The contract: src/contracts/profile.ts. Another account's id is answered as absent. */
export const GET = routeHandler(ownLeaderRequestsRoute, async ({ payload, signedIn, input }) => {
  if (input.user_id !== undefined && input.user_id !== String(signedIn.investor.id))
    throw new AppError('NOT_FOUND')
  return readOwnLeaderRequests(payload, signedIn.investor)
})
