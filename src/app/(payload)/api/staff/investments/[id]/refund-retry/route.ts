import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { investmentSummary } from '@/server/investments/invest/investment-summary'
import { retryCardRefund } from '@/server/investments/raise/retry-card-refund'

/**
 * POST /api/staff/investments/{id}/refund-retry: administrators and compliance ask the card
 * provider again for a card refund that failed; the next settle round sends it (a new attempt).
 */
export const POST = staffRecordRoute(
  ['admin', 'compliance'],
  async ({ payload }, staff, investmentId) => {
    const investment = await retryCardRefund(payload, { investmentId, staff })
    return ok(investmentSummary(investment), { headers: { 'Cache-Control': 'no-store' } })
  },
)
