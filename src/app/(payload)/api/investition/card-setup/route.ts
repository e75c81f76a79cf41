import { startCardSetupRoute } from '@/contracts/investments'
import { routeHandler } from '@/server/http/route-handler'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'

/** The contract: src/contracts/investments.ts. */
export const POST = routeHandler(startCardSetupRoute, async (context) => {
  const { investor } = context.signedIn
  return startCardSetup(context.payload, {
    investmentId: context.input.investment,
    locale: context.client.locale,
    investorId: investor.id,
  })
})
