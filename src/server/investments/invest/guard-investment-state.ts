import { sql } from '@payloadcms/db-postgres'

import type { InvestmentStatus, PaymentState } from '@/domain/investments/investment-status'
import { investments } from '@/payload-generated-schema'
import { bare } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'

/** The states an investment must still be in for a decision taken on it to be written. */
export type InvestmentStateGuard = {
  status: readonly InvestmentStatus[]
  paymentState?: readonly PaymentState[]
}

/** A decision taken on a state the investment has left since: nothing was written. */
export class StaleInvestmentStateError extends Error {
  constructor(readonly investmentId: number) {
    super(`investment ${investmentId} changed under a decision taken on an earlier state`)
    this.name = 'StaleInvestmentStateError'
  }
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/**
 * The guarded half of every write to an investment's status or payment state: one UPDATE that
 * matches only while the row is still in the state the decision was taken on, and holds the row
 * lock to the end of the transaction (the write that follows cannot be overtaken). A decision
 * read from a stale row (a path that forgot to lock first) finds no row and throws, so it never
 * overwrites a newer state, such as a transfer recorded or a charge sent meanwhile.
 */
export async function guardInvestmentState(
  { db }: Transaction,
  investmentId: number,
  guard: InvestmentStateGuard,
): Promise<void> {
  const paymentState = guard.paymentState?.length
    ? sql`and ${investments.paymentState} in (${list(guard.paymentState)})`
    : sql``
  const guarded = await db.execute(sql`
    update ${investments} set ${bare(investments.updatedAt)} = now()
     where ${investments.id} = ${investmentId} and ${investments.status} in (${list(guard.status)})
       ${paymentState}
    returning ${investments.id}`)
  if (guarded.rows.length === 0) throw new StaleInvestmentStateError(investmentId)
}
