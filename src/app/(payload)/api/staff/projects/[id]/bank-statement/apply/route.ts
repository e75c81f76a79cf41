import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import { applyBankStatement } from '@/server/investments/transfers/apply-bank-statement'
import { maxStatementBytes, readStatementFile } from '@/server/investments/transfers/check-bank-statement'
import { settlementRoles } from '@/server/investments/transfers/list-project-transfers'

/**
 * POST /api/staff/projects/{id}/bank-statement/apply, the same statement again: its matched lines
 * are recorded as transfers received (each once, however often it is applied), the others skipped.
 */
export const POST = staffRecordRoute(
  settlementRoles,
  async ({ payload, body, client }, staff, projectId) => {
    const text = await readStatementFile(body.file)
    const applied = await applyBankStatement(payload, {
      projectId,
      staff,
      text,
      locale: client.locale,
    })
    return ok(applied, { headers: { 'Cache-Control': 'no-store' } })
  },
  { sendsEmail: true, maxBodyBytes: maxStatementBytes + 16 * 1024 },
)
