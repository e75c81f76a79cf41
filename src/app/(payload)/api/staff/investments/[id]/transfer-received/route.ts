import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { investmentSummary } from '@/server/investments/invest/investment-summary'
import { recordTransferReceived } from '@/server/investments/raise/record-transfer-received'

/**
 * POST /api/staff/investments/{id}/transfer-received: `{ amount, receivedOn }` (major units,
 * 'YYYY-MM-DD'), administrators and compliance (the investment's settlement panel in the admin).
 */
export const POST = staffRecordRoute(
  ['admin', 'compliance'],
  async ({ payload, body, client }, staff, investmentId) => {
    const paid = await recordTransferReceived(payload, {
      investmentId,
      staff,
      input: body,
      locale: client.locale,
    })
    return ok(investmentSummary(paid), { headers: { 'Cache-Control': 'no-store' } })
  },
  { sendsEmail: true },
)
