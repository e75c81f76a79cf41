import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments, projects, raise_totals } from '@/payload-generated-schema'
import type { Investment } from '@/payload-types'
import { sqlDatabase } from '@/server/db/sql-database'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'

type SQL = ReturnType<typeof sql>

/**
 * Runs `act` on each investment `where` finds (a query of `investments`, joined to its
 * `projects` row and its `raise_totals` row, each named by its table), each in its own transaction with its row locked and the condition
 * checked again under the lock: a run overlapping another, or one that stopped half-way and ran
 * again, acts on each investment once. One that fails is rolled back and left for the next round.
 * Answers the ids acted on.
 */
export async function eachLockedInvestment(
  payload: Payload,
  where: SQL,
  act: (transaction: Transaction, investment: Investment) => Promise<unknown>,
  limit = 500,
): Promise<number[]> {
  const from = sql`from ${investments} join ${projects} on ${projects.id} = ${investments.project}
    left join ${raise_totals} on ${raise_totals.project} = ${projects.id}`
  const found = await sqlDatabase(payload).execute(
    sql`select ${investments.id} ${from} where ${where} order by ${investments.id} limit ${limit}`,
  )
  const done: number[] = []
  for (const { id } of found.rows as { id: number }[]) {
    const acted = await withTransaction(payload, async (transaction) => {
      const still = await transaction.db.execute(
        sql`select ${investments.id} ${from}
             where ${investments.id} = ${id} and ${where} for update of ${investments}`,
      )
      if (still.rows.length === 0) return false
      const investment = await payload.findByID({
        collection: 'investments',
        id: Number(id),
        depth: 0,
        overrideAccess: true,
        req: transaction.req,
      })
      await act(transaction, investment)
      return true
    }).catch((err: unknown) => {
      // One investment that cannot be settled now (the card provider down, say) must not hold
      // up the others: it is logged, rolled back, and tried again next round.
      payload.logger.error({ err, msg: `raise: investment ${id} not settled this round` })
      return false
    })
    if (acted) done.push(Number(id))
  }
  return done
}
