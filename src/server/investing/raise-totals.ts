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
    update raise_totals
       set raised = raised - ${change.amountMinor},
           investor_count = investor_count - ${change.investorLeft ? 1 : 0},
           updated_at = now()
     where project_id = ${change.projectId}`)
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
    select r.raised, r.investor_count,
           coalesce(sum(i.amount), 0) as live_raised,
           count(distinct i.investor_id) as live_investors
      from raise_totals r
      left join investments i
        on i.project_id = r.project_id and i.status in ('pending', 'active', 'approved')
     where r.project_id = ${projectId}
     group by r.raised, r.investor_count`)
  const row = found.rows[0] as
    | { raised: string; investor_count: string; live_raised: string; live_investors: string }
    | undefined
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
