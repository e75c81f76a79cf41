import { checkBankStatementRoute } from '@/contracts/settlement'
import { maxStatementBytes } from '@/domain/investments/bank-statement'
import { routeHandler } from '@/server/http/route-handler'
import {
  checkBankStatement,
  readStatementFile,
} from '@/server/investments/transfers/check-bank-statement'

/** The contract: src/contracts/settlement.ts. Nothing is applied. */
export const POST = routeHandler(
  checkBankStatementRoute,
  async ({ payload, input, staff, params }) =>
    checkBankStatement(payload, {
      projectId: Number(params.id),
      user: staff,
      text: await readStatementFile(input.file),
    }),
  { maxBodyBytes: maxStatementBytes + 16 * 1024 },
)
