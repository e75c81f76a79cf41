import { confirmChargeRoute } from '@/contracts/investments'
import { routeHandler } from '@/server/http/route-handler'
import { startChargeConfirmation } from '@/server/investments/raise/start-charge-confirmation'

/** The contract: src/contracts/investments.ts. */
export const POST = routeHandler(confirmChargeRoute, async (context) => {
  const { investor } = context.signedIn
  return startChargeConfirmation(context.payload, {
    investor,
    investmentId: context.input.investment,
  })
})
