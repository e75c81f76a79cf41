import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { projects, raise_totals } from '@/payload-generated-schema'
import { recordAudit } from '@/server/audit/record-audit'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'

import { tellLiveInvestors } from './queue-investor-email'
import { inRound, type RaiseRound } from './raise-round'

/**
 * The first time a raise under way reaches 100% of its minimum, it is marked (its card pledges are
 * charged from then on), audited, and its investors are told. One conditional UPDATE marks it, so
 * two runs tell them once.
 */
export async function notifyMinimumReached(payload: Payload, round: RaiseRound): Promise<number[]> {
  const { now } = round
  const due = await sqlDatabase(payload).execute(sql`
    select ${projects.id}
      from ${projects} join ${raise_totals} on ${raise_totals.project} = ${projects.id}
     where ${projects.status} in ('raising', 'raising_extend', 'success_finished')
       and ${raise_totals.raised} >= ${projects.minimumRaise}
       and ${raise_totals.minimumReachedAt} is null
       ${inRound(round, projects.id)}`)
  const reached: number[] = []
  for (const { id } of due.rows as { id: number }[]) {
    const marked = await withTransaction(payload, async (transaction) => {
      const { db, req } = transaction
      const updated = await db.execute(sql`
        update ${raise_totals}
           set ${bare(raise_totals.minimumReachedAt)} = ${now.toISOString()}::timestamptz
          from ${projects}
         where ${raise_totals.project} = ${id} and ${projects.id} = ${raise_totals.project}
           and ${raise_totals.minimumReachedAt} is null
           and ${raise_totals.raised} >= ${projects.minimumRaise}
        returning ${raise_totals.raised}`)
      if (updated.rows.length === 0) return false
      await recordAudit(
        payload,
        {
          action: 'raise.minimum-reached',
          project: Number(id),
          details: {
            raisedMinor: Number(
              (updated.rows[0] as Fields<[typeof raise_totals.raised, string]>).raised,
            ),
          },
        },
        { req },
      )
      await tellLiveInvestors(payload, transaction, Number(id), { template: 'raiseMinimumReached' })
      return true
    })
    if (marked) reached.push(Number(id))
  }
  return reached
}
