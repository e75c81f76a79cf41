import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { investmentSummary } from '@/server/investments/invest/investment-summary'
import { recordRefund } from '@/server/investments/raise/record-refund'

/**
 * POST /api/staff/investments/{id}/refund: `{ amount, refundedOn, reference }`, administrators and
 * compliance: a transfer sent back to the investor of a raise that failed.
 */
export const POST = staffRecordRoute(
  ['admin', 'compliance'],
  async ({ payload, body }, staff, investmentId) => {
    const refunded = await recordRefund(payload, { investmentId, staff, input: body })
    return ok(investmentSummary(refunded), { headers: { 'Cache-Control': 'no-store' } })
  },
  { sendsEmail: true },
)
