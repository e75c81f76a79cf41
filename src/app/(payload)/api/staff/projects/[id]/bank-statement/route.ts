import { ok } from '@/server/http/api-handler'
import { staffRecordRoute } from '@/server/http/staff-record-route'
import {
  checkBankStatement,
  maxStatementBytes,
  readStatementFile,
} from '@/server/investments/transfers/check-bank-statement'
import { settlementRoles } from '@/server/investments/transfers/list-project-transfers'

/**
 * POST /api/staff/projects/{id}/bank-statement, multipart with the bank's CSV in `file`,
 * administrators and compliance: each line matched by reference and classified. Nothing is applied.
 */
export const POST = staffRecordRoute(
  settlementRoles,
  async ({ payload, body }, staff, projectId) => {
    const text = await readStatementFile(body.file)
    const checked = await checkBankStatement(payload, { projectId, user: staff, text })
    return ok(checked, { headers: { 'Cache-Control': 'no-store' } })
  },
  { maxBodyBytes: maxStatementBytes + 16 * 1024 },
)
