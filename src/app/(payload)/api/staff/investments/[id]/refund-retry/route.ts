import { cardRefundRetryRoute } from '@/contracts/settlement'
import { routeHandler } from '@/server/http/route-handler'
import { investmentSummary } from '@/server/investments/invest/investment-summary'
import { retryCardRefund } from '@/server/investments/raise/retry-card-refund'

/** The contract: src/contracts/settlement.ts. The next settle round sends the new attempt. */
export const POST = routeHandler(cardRefundRetryRoute, async ({ payload, staff, params }) =>
  investmentSummary(await retryCardRefund(payload, { investmentId: Number(params.id), staff })),
)
