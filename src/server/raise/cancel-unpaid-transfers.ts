import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { relationId } from '@/domain/relation-id'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

import { eachLockedInvestment } from './each-locked-investment'
import { endPledge, pledgeAmountOf } from './end-pledge'
import { inRound, type RaiseRound } from './raise-round'

/**
 * A bank transfer not received within the grace period (*Payment settings*) after its raise
 * succeeded is cancelled: out of the raise, its payment request void, the investor told.
 */
export async function cancelUnpaidTransfers(
  payload: Payload,
  round: RaiseRound,
): Promise<number[]> {
  const { now } = round
  const { settlement } = await readSettingsGlobal(payload, 'payment-settings')
  const graceDays = settlement?.transferGraceDays ?? 7
  const at = now.toISOString()
  return eachLockedInvestment(
    payload,
    sql`i.method = 'bank_transfer' and i.status = 'pending'
      and i.payment_state = 'awaiting_transfer'
      and p.status in ('success_finished', 'running')
      and r.closed_at <= ${at}::timestamptz - make_interval(days => ${graceDays}::int)
      ${inRound(round, sql.raw('p.id'))}`,
    async (transaction, investment) => {
      const closed = await transaction.db.execute(
        sql`select closed_at from raise_totals where project_id = ${relationId(investment.project)}`,
      )
      const closedAt = (closed.rows[0] as { closed_at: Date | string }).closed_at
      const deadline = new Date(new Date(closedAt).getTime() + graceDays * 86_400_000)
      await endPledge(payload, transaction, investment, {
        status: 'cancelled',
        audit: {
          action: 'investment.transfer-cancelled',
          details: { ...pledgeAmountOf(investment), graceDays },
        },
        template: 'transferCancelled',
        date: deadline.toISOString(),
        now,
      })
    },
  )
}
