import { applyBankStatementRoute } from '@/contracts/settlement'
import { maxStatementBytes } from '@/domain/investments/bank-statement'
import { routeHandler } from '@/server/http/route-handler'
import { applyBankStatement } from '@/server/investments/transfers/apply-bank-statement'
import { readStatementFile } from '@/server/investments/transfers/check-bank-statement'

/** The contract: src/contracts/settlement.ts. Each matched line is recorded once, however often. */
export const POST = routeHandler(
  applyBankStatementRoute,
  async ({ payload, input, client, staff, params }) =>
    applyBankStatement(payload, {
      projectId: Number(params.id),
      staff,
      text: await readStatementFile(input.file),
      locale: client.locale,
    }),
  { sendsEmail: true, maxBodyBytes: maxStatementBytes + 16 * 1024 },
)
