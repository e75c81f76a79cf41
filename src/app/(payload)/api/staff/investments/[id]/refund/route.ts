import { refundRecordedRoute } from '@/contracts/settlement'
import { routeHandler } from '@/server/http/route-handler'
import { investmentSummary } from '@/server/investments/invest/investment-summary'
import { recordRefund } from '@/server/investments/raise/record-refund'

/**
 * The contract: src/contracts/settlement.ts. The operation reads the body itself, with today's date
 * (the day must have been), and turns the amount into minor units once.
 */
export const POST = routeHandler(
  refundRecordedRoute,
  async ({ payload, body, staff, params }) =>
    investmentSummary(
      await recordRefund(payload, { investmentId: Number(params.id), staff, input: body }),
    ),
  { sendsEmail: true },
)
