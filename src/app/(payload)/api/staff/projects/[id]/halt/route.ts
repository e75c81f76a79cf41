import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { haltRaise } from '@/server/investments/raise/halt-raise'

/**
 * POST /api/staff/projects/{id}/halt: `{ category, reason, confirm: true }`, administrators and
 * compliance (the admin's _Halt the raise_ control). Ends the raise as failed with the written
 * reason (audited); `409 RAISE_NOT_HALTABLE` unless it is raising, extended, or succeeded before
 * its securities were issued. Investors are e-mailed; the refunds follow the failure flow.
 */
export const POST = staffRecordRoute(
  ['admin', 'compliance'],
  async ({ payload, body }, staff, id) => {
    const halted = await haltRaise(payload, { projectId: id, staff, input: body })
    return ok(halted, { headers: { 'Cache-Control': 'no-store' } })
  },
  { sendsEmail: true },
)
