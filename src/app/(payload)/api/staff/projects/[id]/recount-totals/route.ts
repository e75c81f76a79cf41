import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { recountRaiseTotals } from '@/server/investments/raise/recount-raise-totals'

/**
 * POST /api/staff/projects/{id}/recount-totals: sets the raise's totals from its live pledges and
 * resolves its open totals drift (the button on a drift's edit view). Administrators only.
 */
export const POST = staffRecordRoute(['admin'], async ({ payload }, staff, projectId) => {
  const recounted = await recountRaiseTotals(payload, { projectId, staff })
  return ok(recounted, { headers: { 'Cache-Control': 'no-store' } })
})
