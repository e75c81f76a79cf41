import { listOwnInvestmentsRoute } from '@/contracts/investments'
import { routeHandler } from '@/server/http/route-handler'
import { listOwnInvestments } from '@/server/investments/invest/list-own-investments'

/** The contract: src/contracts/investments.ts. */
export const GET = routeHandler(listOwnInvestmentsRoute, async (context) => {
  const { investor } = context.signedIn
  return listOwnInvestments(context.payload, investor, {
    ...context.input,
    locale: context.client.locale,
  })
})
