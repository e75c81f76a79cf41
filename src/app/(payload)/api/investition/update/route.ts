import { changeInvestmentRoute } from '@/contracts/investments'
import { routeHandler } from '@/server/http/route-handler'
import { changeInvestment } from '@/server/investments/invest/change-investment'
import { expireRaiseCaches } from '@/server/investments/invest/expire-raise-caches'
import { investmentSummary } from '@/server/investments/invest/investment-summary'

/** The contract: src/contracts/investments.ts. */
export const POST = routeHandler(
  changeInvestmentRoute,
  async (context) => {
    const { investor } = context.signedIn
    const changed = await changeInvestment(context.payload, {
      investor,
      update: context.input,
      client: context.client,
    })
    expireRaiseCaches(context.payload, changed.projectAlias)
    return investmentSummary(changed.investment)
  },
  { sendsEmail: true },
)
