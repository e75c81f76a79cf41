import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import { israelDayOf } from '@/domain/projects/israel-time'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { scheduledChange, type ScheduledChange } from '@/domain/projects/raise-schedule'
import { canTransition } from '@/domain/projects/status-machine'
import { projects, raise_totals } from '@/payload-generated-schema'
import { recordAudit } from '@/server/audit/record-audit'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'
import { expireRaiseCaches } from '@/server/investments/invest/expire-raise-caches'
import { tellRaiseOpened } from '@/server/raise-alerts/tell-raise-opened'

import { tellLiveInvestors } from './queue-investor-email'
import { inRound, type RaiseRound } from './raise-round'
import { recordRaiseClosed } from './record-raise-closed'
import { writeProjectStatus } from './write-project-status'

type RaiseRow = Fields<
  | [typeof projects.id, number]
  | [typeof projects.status, ProjectStatus]
  | [typeof projects.startDate | typeof projects.endDate, Date | string | null]
  | [typeof projects.extensionEndDate, Date | string | null]
  | [typeof projects.minimumRaise | typeof projects.maximumRaise, string | number]
  | [typeof raise_totals.raised, string | number]
>

export type AdvancedRaise = ScheduledChange & { projectId: number; from: ProjectStatus }

function changeDue(row: RaiseRow, now: Date): ScheduledChange | null {
  return scheduledChange({
    status: row.status,
    today: israelToday(now),
    startDay: israelDayOf(row.start_date),
    endDay: israelDayOf(row.end_date),
    extensionEndDay: israelDayOf(row.extension_end_date),
    raisedMinor: Number(row.raised),
    minimumMinor: Number(row.minimum_raise),
    maximumMinor: Number(row.maximum_raise),
  })
}

const raiseColumns = sql`
  ${projects.id}, ${projects.status}, ${projects.startDate}, ${projects.endDate},
  ${projects.extensionEndDate}, ${projects.minimumRaise}, ${projects.maximumRaise},
  coalesce(${raise_totals.raised}, 0) as ${bare(raise_totals.raised)}`

const raiseFrom = sql`${projects} left join ${raise_totals} on ${raise_totals.project} = ${projects.id}`

/** The project under a row lock: investments into it commit first, and are counted. */
async function lockRaise({ db }: Transaction, projectId: number): Promise<RaiseRow | null> {
  await db.execute(
    sql`select ${projects.id} from ${projects} where ${projects.id} = ${projectId} for update`,
  )
  const found = await db.execute(sql`
    select ${raiseColumns} from ${raiseFrom} where ${projects.id} = ${projectId}`)
  return (found.rows[0] as RaiseRow | undefined) ?? null
}

/**
 * What a change brings with it: an opened raise tells those who asked to be told; a closed raise
 * records when (unpaid transfers' grace counts from it); an extended one tells its investors until
 * when, and that they may cancel.
 */
async function afterStatusChange(
  payload: Payload,
  transaction: Transaction,
  row: RaiseRow & { alias: string },
  to: ProjectStatus,
  now: Date,
) {
  if (row.status === 'coming' && to === 'raising')
    await tellRaiseOpened(payload, transaction, { id: row.id, alias: row.alias }, now)
  if (to === 'success_finished' || to === 'unsuccess_finished')
    await recordRaiseClosed(transaction, row.id, now)
  if (to !== 'raising_extend') return
  await tellLiveInvestors(payload, transaction, row.id, {
    template: 'raiseExtended',
    date: row.extension_end_date ? new Date(row.extension_end_date).toISOString() : null,
  })
}

/** Applies one project's due change, or nothing if another run (or staff) got there first. */
async function advance(payload: Payload, projectId: number, now: Date) {
  return withTransaction(payload, async (transaction) => {
    const row = await lockRaise(transaction, projectId)
    const change = row ? changeDue(row, now) : null
    if (!row || !change || !canTransition(row.status, change.to, 'schedule')) return null
    const alias = await writeProjectStatus(transaction, {
      projectId,
      from: row.status,
      to: change.to,
    })
    if (alias === null) return null
    await afterStatusChange(payload, transaction, { ...row, alias }, change.to, now)
    await recordAudit(
      payload,
      {
        action: 'project.status-changed',
        project: projectId,
        details: {
          from: row.status,
          to: change.to,
          by: 'schedule',
          reason: change.reason,
          raisedMinor: Number(row.raised),
          at: now.toISOString(),
        },
      },
      { req: transaction.req },
    )
    return { alias, advanced: { ...change, projectId, from: row.status } }
  })
}

/**
 * The schedule's part of the status machine (spec 3): raises open on their start day, succeed at
 * their maximum or at their end with the minimum, are extended once or fail below it, in Israel's
 * calendar as of the round's clock (a test passes its own). Each project moves in its own transaction
 * under its row lock, re-checked there, with one conditional UPDATE: two runs at once, or a run
 * that stopped half-way and ran again, move each project once, with one audit entry.
 */
export async function advanceRaiseStatuses(
  payload: Payload,
  round: RaiseRound = { now: new Date() },
): Promise<AdvancedRaise[]> {
  const { now } = round
  const watched = await sqlDatabase(payload).execute(sql`
    select ${raiseColumns} from ${raiseFrom}
     where ${projects.status} in ('coming', 'raising', 'raising_extend')
       and ${projects._status} = 'published'
       ${inRound(round, projects.id)}
     order by ${projects.id}`)
  const advanced: AdvancedRaise[] = []
  for (const row of watched.rows as RaiseRow[]) {
    if (!changeDue(row, now)) continue
    const result = await advance(payload, Number(row.id), now)
    if (!result) continue
    expireRaiseCaches(payload, result.alias)
    advanced.push(result.advanced)
  }
  return advanced
}
