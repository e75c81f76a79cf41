import { sql } from '@payloadcms/db-postgres'

import type { Currency } from '@/domain/money'
import type { Transaction } from '@/server/db/with-transaction'

type Row = { raised: string; investor_count: string }

/** The project's totals row, created at its first investment (safe to race: one row per project). */
export async function ensureRaiseTotals(
  { db }: Transaction,
  projectId: number,
  currency: Currency,
  maximumMinor: number,
): Promise<void> {
  await db.execute(sql`
    insert into raise_totals (project_id, currency, raised, maximum, investor_count)
    values (${projectId}, ${currency}, 0, ${maximumMinor}, 0)
    on conflict (project_id) do nothing`)
}

export async function readRaiseTotalsRow(
  { db }: Transaction,
  projectId: number,
): Promise<{ raisedMinor: number; investorCount: number }> {
  const result = await db.execute(
    sql`select raised, investor_count from raise_totals where project_id = ${projectId}`,
  )
  const row = result.rows[0] as Row | undefined
  return {
    raisedMinor: row ? Number(row.raised) : 0,
    investorCount: row ? Number(row.investor_count) : 0,
  }
}

/**
 * Adds an investment to the raise in one conditional UPDATE: applied only while the total stays
 * within the maximum and an angel campaign within its investors. Its row lock is held to the end
 * of the transaction, so concurrent investments into the project apply one at a time, each seeing
 * the last. Answers false when the raise cannot take it; the CHECK constraint stands behind it.
 */
export async function addToRaise(
  { db }: Transaction,
  change: {
    projectId: number
    amountMinor: number
    newInvestor: boolean
    maximumMinor: number
    maxInvestors: number | null
  },
): Promise<boolean> {
  const added = change.newInvestor ? 1 : 0
  const result = await db.execute(sql`
    update raise_totals
       set raised = raised + ${change.amountMinor},
           investor_count = investor_count + ${added},
           maximum = ${change.maximumMinor},
           updated_at = now()
     where project_id = ${change.projectId}
       and raised + ${change.amountMinor} <= ${change.maximumMinor}
       and (${change.maxInvestors}::int is null or investor_count + ${added} <= ${change.maxInvestors}::int)
    returning raised`)
  return result.rows.length === 1
}

/** Takes an investment (or part of one) back out of the raise: a cancellation or a lower amount. */
export async function takeFromRaise(
  { db }: Transaction,
  change: { projectId: number; amountMinor: number; investorLeft: boolean },
): Promise<void> {
  await db.execute(sql`
    update raise_totals
       set raised = raised - ${change.amountMinor},
           investor_count = investor_count - ${change.investorLeft ? 1 : 0},
           updated_at = now()
     where project_id = ${change.projectId}`)
}
