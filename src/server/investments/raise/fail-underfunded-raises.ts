import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { liveInvestmentStatuses } from '@/domain/investments/investment-status'
import type { ProjectStatus } from '@/domain/projects/project-status'
import {
  moneyReceivedDecision,
  moneySettlesAt,
  paymentsUnderWayStates,
  type SettlementWindows,
} from '@/domain/investments/raise/money-received'
import { investments, projects, raise_totals } from '@/payload-generated-schema'
import { recordAudit } from '@/server/audit/record-audit'
import { sqlDatabase } from '@/server/db/sql-database'
import type { Fields } from '@/server/db/sql-names'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'
import { expireRaiseCaches } from '@/server/investments/invest/expire-raise-caches'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

import { inRound, type RaiseRound } from './raise-round'
import { writeProjectStatus } from './write-project-status'

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

type MoneyRow = Fields<
  | [typeof projects.status, ProjectStatus]
  | [typeof projects.minimumRaise, string | number]
  | [typeof raise_totals.closedAt, Date | string | null]
  | [typeof raise_totals.raised, string | number | null]
> & {
  received: string | number
  under_way: string | number
}

/** The raise's money as the transaction sees it, its project row locked first. */
async function lockRaiseMoney({ db }: Transaction, projectId: number): Promise<MoneyRow | null> {
  await db.execute(
    sql`select ${projects.id} from ${projects} where ${projects.id} = ${projectId} for update`,
  )
  const found = await db.execute(sql`
    select ${projects.status}, ${projects.minimumRaise}, ${raise_totals.closedAt},
           ${raise_totals.raised},
           coalesce(sum(${investments.amount})
                      filter (where ${investments.paymentState} = 'paid'), 0) as received,
           count(${investments.id})
             filter (where ${investments.paymentState} in (${list(paymentsUnderWayStates)}))
             as under_way
      from ${projects}
      left join ${raise_totals} on ${raise_totals.project} = ${projects.id}
      left join ${investments} on ${investments.project} = ${projects.id}
        and ${investments.status} in (${list(liveInvestmentStatuses)})
     where ${projects.id} = ${projectId}
     group by ${projects.id}, ${raise_totals.closedAt}, ${raise_totals.raised}`)
  return (found.rows[0] as MoneyRow | undefined) ?? null
}

/** Fails one raise if its money falls short, in its own transaction; answers its alias if so. */
async function failIfUnderfunded(
  payload: Payload,
  projectId: number,
  windows: SettlementWindows,
  now: Date,
): Promise<string | null> {
  return withTransaction(payload, async (transaction) => {
    const row = await lockRaiseMoney(transaction, projectId)
    if (!row) return null
    const facts = {
      ...windows,
      status: row.status,
      closedAt: row.closed_at === null ? null : new Date(row.closed_at),
      now,
      minimumMinor: Number(row.minimum_raise),
      receivedMinor: Number(row.received),
      paymentsUnderWay: Number(row.under_way),
    }
    if (moneyReceivedDecision(facts) !== 'fails') return null
    const alias = await writeProjectStatus(transaction, {
      projectId,
      from: 'success_finished',
      to: 'unsuccess_finished',
    })
    if (alias === null) return null
    await recordAudit(
      payload,
      {
        action: 'project.status-changed',
        project: projectId,
        details: {
          from: 'success_finished',
          to: 'unsuccess_finished',
          by: 'schedule',
          reason: 'receivedBelowMinimum',
          receivedMinor: facts.receivedMinor,
          minimumMinor: facts.minimumMinor,
          raisedMinor: Number(row.raised ?? 0),
          settledAt: facts.closedAt ? moneySettlesAt(facts.closedAt, windows).toISOString() : null,
          at: now.toISOString(),
        },
      },
      { req: transaction.req },
    )
    return alias
  })
}

/**
 * Spec (all or nothing on money, not on promises): a raise succeeds on its live pledges at the
 * close, but once the transfer grace and the card retry window are over (the later of the two,
 * from the close; and no charge still unanswered), a raise that received less money than its
 * minimum (paid card charges and recorded transfers of live pledges) fails: `unsuccess_finished`,
 * audited with the reason `receivedBelowMinimum`, and the failure flow of the same round
 * (withdrawApprovals, endFailedRaises) owes back everything received. Runs after the round has
 * ended transfers and card retries past their windows, so what it counts is final.
 */
export async function failUnderfundedRaises(
  payload: Payload,
  round: RaiseRound,
): Promise<number[]> {
  const { now } = round
  const { settlement } = await readSettingsGlobal(payload, 'payment-settings')
  const windows: SettlementWindows = {
    transferGraceDays: settlement?.transferGraceDays ?? 7,
    cardRetryDays: settlement?.cardRetryDays ?? 3,
  }
  const days = Math.max(windows.transferGraceDays, windows.cardRetryDays)
  const due = await sqlDatabase(payload).execute(sql`
    select ${projects.id}
      from ${projects} join ${raise_totals} on ${raise_totals.project} = ${projects.id}
     where ${projects.status} = 'success_finished'
       and ${raise_totals.closedAt}
             <= ${now.toISOString()}::timestamptz - make_interval(days => ${days}::int)
       and (select coalesce(sum(${investments.amount}), 0) from ${investments}
             where ${investments.project} = ${projects.id}
               and ${investments.paymentState} = 'paid'
               and ${investments.status} in (${list(liveInvestmentStatuses)}))
           < ${projects.minimumRaise}
       ${inRound(round, projects.id)}
     order by ${projects.id}`)
  const failed: number[] = []
  for (const { id } of due.rows as { id: number }[]) {
    const alias = await failIfUnderfunded(payload, Number(id), windows, now)
    if (alias === null) continue
    expireRaiseCaches(payload, alias)
    failed.push(Number(id))
  }
  return failed
}
