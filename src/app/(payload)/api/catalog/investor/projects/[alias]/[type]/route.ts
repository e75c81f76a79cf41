import { listOwnInvestmentsInProjectRoute } from '@/contracts/investments'
import { routeHandler } from '@/server/http/route-handler'
import { listOwnInvestmentsInProject } from '@/server/investments/invest/list-own-investments'

/**
 * The contract: src/contracts/investments.ts. `investments` is the one list type there is: another
 * answers 404 (the contract's path does not match it).
 */
export const GET = routeHandler(listOwnInvestmentsInProjectRoute, async (context) => {
  const { investor } = context.signedIn
  return listOwnInvestmentsInProject(context.payload, investor, context.params.alias)
})
