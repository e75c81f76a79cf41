import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { recordAudit } from '@/server/audit/record-audit'
import { sqlDatabase } from '@/server/db/sql-database'
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
    select p.id from projects p join raise_totals r on r.project_id = p.id
     where p.status in ('raising', 'raising_extend', 'success_finished')
       and r.raised >= p.minimum_raise and r.minimum_reached_at is null
       ${inRound(round, sql.raw('p.id'))}`)
  const reached: number[] = []
  for (const { id } of due.rows as { id: number }[]) {
    const marked = await withTransaction(payload, async (transaction) => {
      const { db, req } = transaction
      const updated = await db.execute(sql`
        update raise_totals r set minimum_reached_at = ${now.toISOString()}::timestamptz
          from projects p
         where r.project_id = ${id} and p.id = r.project_id
           and r.minimum_reached_at is null and r.raised >= p.minimum_raise
        returning r.raised`)
      if (updated.rows.length === 0) return false
      await recordAudit(
        payload,
        {
          action: 'raise.minimum-reached',
          project: Number(id),
          details: { raisedMinor: Number((updated.rows[0] as { raised: string }).raised) },
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
