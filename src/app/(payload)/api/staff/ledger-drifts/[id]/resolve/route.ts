import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { resolveLedgerDrift } from '@/server/investments/raise/resolve-ledger-drift'

/**
 * POST /api/staff/ledger-drifts/{id}/resolve: `{ note }`, a drift closed by hand (the form on its
 * edit view), audited. Administrators and compliance.
 */
export const POST = staffRecordRoute(
  ['admin', 'compliance'],
  async ({ payload, body }, staff, driftId) => {
    const drift = await resolveLedgerDrift(payload, { driftId, staff, input: body })
    return ok(drift, { headers: { 'Cache-Control': 'no-store' } })
  },
)
