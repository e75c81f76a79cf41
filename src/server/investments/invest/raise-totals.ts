import { sql } from '@payloadcms/db-postgres'

import type { Currency } from '@/domain/money'
import { investments, raise_totals } from '@/payload-generated-schema'
import { bare, type Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'

type Row = Fields<[typeof raise_totals.raised | typeof raise_totals.investorCount, string]>

/** The project's totals row, created at its first investment (safe to race: one row per project). */
export async function ensureRaiseTotals(
  { db }: Transaction,
  projectId: number,
  currency: Currency,
  maximumMinor: number,
): Promise<void> {
  await db.execute(sql`
    insert into ${raise_totals} (${bare(raise_totals.project)}, ${bare(raise_totals.currency)},
      ${bare(raise_totals.raised)}, ${bare(raise_totals.maximum)}, ${bare(raise_totals.investorCount)})
    values (${projectId}, ${currency}, 0, ${maximumMinor}, 0)
    on conflict (${bare(raise_totals.project)}) do nothing`)
}

export async function readRaiseTotalsRow(
  { db }: Transaction,
  projectId: number,
): Promise<{ raisedMinor: number; investorCount: number }> {
  const result = await db.execute(
    sql`select ${raise_totals.raised}, ${raise_totals.investorCount} from ${raise_totals}
         where ${raise_totals.project} = ${projectId}`,
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
    update ${raise_totals}
       set ${bare(raise_totals.raised)} = ${raise_totals.raised} + ${change.amountMinor},
           ${bare(raise_totals.investorCount)} = ${raise_totals.investorCount} + ${added},
           ${bare(raise_totals.maximum)} = ${change.maximumMinor},
           ${bare(raise_totals.updatedAt)} = now()
     where ${raise_totals.project} = ${change.projectId}
       and ${raise_totals.raised} + ${change.amountMinor} <= ${change.maximumMinor}
       and (${change.maxInvestors}::int is null
            or ${raise_totals.investorCount} + ${added} <= ${change.maxInvestors}::int)
    returning ${raise_totals.raised}`)
  return result.rows.length === 1
}

/**
 * Takes an investment (or part of one) back out of the raise: a cancellation or a lower amount.
 * Only for a pledge that is live until this transaction ends it: a pledge already out of the raise
 * (failed, cancelled) was taken out when it ended, and taking it again would free its amount twice.
 */
export async function takeFromRaise(
  { db }: Transaction,
  change: { projectId: number; amountMinor: number; investorLeft: boolean },
): Promise<void> {
  await db.execute(sql`
    update ${raise_totals}
       set ${bare(raise_totals.raised)} = ${raise_totals.raised} - ${change.amountMinor},
           ${bare(raise_totals.investorCount)} =
             ${raise_totals.investorCount} - ${change.investorLeft ? 1 : 0},
           ${bare(raise_totals.updatedAt)} = now()
     where ${raise_totals.project} = ${change.projectId}`)
}

/** A project whose totals row disagrees with its live pledges (see checkRaiseAgainstLedger). */
export class RaiseLedgerDriftError extends Error {
  constructor(
    readonly projectId: number,
    readonly recorded: { raisedMinor: number; investorCount: number },
    readonly ledger: { raisedMinor: number; investorCount: number },
  ) {
    super(
      `raise ${projectId}: totals say ${recorded.raisedMinor} from ${recorded.investorCount} investors, live pledges ${ledger.raisedMinor} from ${ledger.investorCount}`,
    )
    this.name = 'RaiseLedgerDriftError'
  }
}

/**
 * The invariant every transaction that changes a pledge checks before it commits: the raise's
 * total is the sum of its live pledges (pending, active, approved) and its investor count the
 * number of investors holding one. It runs after the transaction changed the totals row, so it
 * holds that row's lock: every other writer of the project's pledges waits for it, and this
 * statement (read committed: a snapshot of its own, taken now) sees all they committed before.
 * A disagreement throws, and the whole operation rolls back: a wrong total is never committed.
 */
export async function checkRaiseAgainstLedger(
  { db }: Transaction,
  projectId: number,
): Promise<void> {
  const found = await db.execute(sql`
    select ${raise_totals.raised}, ${raise_totals.investorCount},
           coalesce(sum(${investments.amount}), 0) as live_raised,
           count(distinct ${investments.investor}) as live_investors
      from ${raise_totals}
      left join ${investments}
        on ${investments.project} = ${raise_totals.project}
       and ${investments.status} in ('pending', 'active', 'approved')
     where ${raise_totals.project} = ${projectId}
     group by ${raise_totals.raised}, ${raise_totals.investorCount}`)
  const row = found.rows[0] as (Row & { live_raised: string; live_investors: string }) | undefined
  if (!row) return
  const recorded = { raisedMinor: Number(row.raised), investorCount: Number(row.investor_count) }
  const ledger = {
    raisedMinor: Number(row.live_raised),
    investorCount: Number(row.live_investors),
  }
  if (
    recorded.raisedMinor !== ledger.raisedMinor ||
    recorded.investorCount !== ledger.investorCount
  )
    throw new RaiseLedgerDriftError(projectId, recorded, ledger)
}
