import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { listProjectTransfers, settlementRoles } from '@/server/investments/transfers/list-project-transfers'

/**
 * GET /api/staff/projects/{id}/transfers, administrators and compliance: the project's bank
 * transfers awaiting payment and those owed back (amounts in minor units).
 */
export const GET = staffRecordRoute(settlementRoles, async ({ payload }, staff, projectId) => {
  const { project, awaiting, refundDue } = await listProjectTransfers(payload, {
    projectId,
    user: staff,
  })
  return ok({ project, awaiting, refundDue }, { headers: { 'Cache-Control': 'no-store' } })
})
