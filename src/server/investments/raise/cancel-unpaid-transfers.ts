import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { relationId } from '@/domain/relation-id'
import { investments, projects, raise_totals } from '@/payload-generated-schema'
import type { Fields } from '@/server/db/sql-names'
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
    sql`${investments.method} = 'bank_transfer' and ${investments.status} = 'pending'
      and ${investments.paymentState} = 'awaiting_transfer'
      and ${projects.status} in ('success_finished', 'running')
      and ${raise_totals.closedAt} <= ${at}::timestamptz - make_interval(days => ${graceDays}::int)
      ${inRound(round, projects.id)}`,
    async (transaction, investment) => {
      const closed = await transaction.db.execute(
        sql`select ${raise_totals.closedAt} from ${raise_totals}
             where ${raise_totals.project} = ${relationId(investment.project)}`,
      )
      const closedAt = (closed.rows[0] as Fields<[typeof raise_totals.closedAt, Date | string]>)
        .closed_at
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
