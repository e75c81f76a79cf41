import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { changeProjectStatus } from '@/server/investments/raise/change-project-status'

/**
 * POST /api/staff/projects/{id}/status: `{ to, reason? }`, editors and administrators (the
 * admin's status control calls it). Only the status machine's staff transitions are taken
 * (`409 STATUS_CHANGE_NOT_ALLOWED` otherwise); denying needs a reason.
 */
export const POST = staffRecordRoute(['admin', 'editor'], async ({ payload, body }, staff, id) => {
  const changed = await changeProjectStatus(payload, { projectId: id, staff, input: body })
  return ok(changed, { headers: { 'Cache-Control': 'no-store' } })
})
