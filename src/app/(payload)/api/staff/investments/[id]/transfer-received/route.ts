import { transferReceivedRoute } from '@/contracts/settlement'
import { routeHandler } from '@/server/http/route-handler'
import { investmentSummary } from '@/server/investments/invest/investment-summary'
import { recordTransferReceived } from '@/server/investments/raise/record-transfer-received'

/**
 * The contract: src/contracts/settlement.ts. The operation reads the body itself, with today's date
 * (the day must have been), and turns the amount into minor units once.
 */
export const POST = routeHandler(
  transferReceivedRoute,
  async ({ payload, body, client, staff, params }) =>
    investmentSummary(
      await recordTransferReceived(payload, {
        investmentId: Number(params.id),
        staff,
        input: body,
        locale: client.locale,
      }),
    ),
  { sendsEmail: true },
)
