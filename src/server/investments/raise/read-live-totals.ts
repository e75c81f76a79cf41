import { sql } from '@payloadcms/db-postgres'

import type { Currency } from '@/domain/money'
import { investments, raise_totals } from '@/payload-generated-schema'
import type { Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'

export type LockedTotals = {
  currency: Currency
  maximumMinor: number
  recorded: { raisedMinor: number; investorCount: number }
  live: { raisedMinor: number; investorCount: number }
}

/**
 * Locks a project's raise_totals row, then sums its live pledges (pending, active, approved) and
 * counts their investors. Every transaction that changes a pledge writes that row, so under its lock
 * the sum (a statement of its own, read committed) sees every change committed before, and none
 * is under way. Null when the project has no totals row (no investment yet).
 */
export async function lockTotalsWithLiveSum(
  { db }: Transaction,
  projectId: number,
): Promise<LockedTotals | null> {
  const locked = await db.execute(sql`
    select ${raise_totals.currency}, ${raise_totals.raised}, ${raise_totals.maximum},
           ${raise_totals.investorCount}
      from ${raise_totals}
     where ${raise_totals.project} = ${projectId} for update`)
  const row = locked.rows[0] as
    | Fields<
        | [typeof raise_totals.currency, Currency]
        | [typeof raise_totals.raised | typeof raise_totals.maximum, string]
        | [typeof raise_totals.investorCount, string]
      >
    | undefined
  if (!row) return null
  const live = await db.execute(sql`
    select coalesce(sum(${investments.amount}), 0) as raised,
           count(distinct ${investments.investor}) as investors
      from ${investments}
     where ${investments.project} = ${projectId}
       and ${investments.status} in ('pending', 'active', 'approved')`)
  const sum = live.rows[0] as { raised: string; investors: string }
  return {
    currency: row.currency,
    maximumMinor: Number(row.maximum),
    recorded: { raisedMinor: Number(row.raised), investorCount: Number(row.investor_count) },
    live: { raisedMinor: Number(sum.raised), investorCount: Number(sum.investors) },
  }
}
