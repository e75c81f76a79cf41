import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { withTransaction } from '@/server/db/with-transaction'
import type { CardGateway } from '@/server/investments/card-payments/card-gateway'

import { applyChargeOutcome } from './apply-charge-outcome'
import { applyRefundOutcome } from './apply-refund-outcome'
import { inRound, type RaiseRound } from './raise-round'

/** How long a charge or refund may wait for its event before it is read back from the provider. */
const waitMinutes = 5

export type Reconciled = { charges: number[]; refunds: number[] }

/**
 * Webhooks can be lost (our server down, a bug): what the ledger waits for is read back from the
 * provider and applied as its event would be. A charge sent more than a few minutes ago and still
 * `charging` (or waiting for the investor, who may have confirmed it on the bank's page), and a
 * card refund sent and not final, are read with no transaction open, then applied under the row
 * lock by applyChargeOutcome / applyRefundOutcome, which change only the charge or refund under
 * way: an event arriving meanwhile, or a second run, changes nothing more. Answers the
 * investments whose state changed.
 */
export async function reconcileCardPayments(
  payload: Payload,
  gateway: CardGateway,
  round: RaiseRound,
): Promise<Reconciled> {
  const since = new Date(round.now.getTime() - waitMinutes * 60_000).toISOString()
  const database = sqlDatabase(payload)
  const charges = await database.execute(sql`
    select ${investments.id}, ${investments.charge_chargeId} as charge_id from ${investments}
     where ${investments.method} = 'card' and ${investments.status} = 'pending'
       and ${investments.paymentState} in ('charging', 'action_required')
       and ${investments.charge_chargeId} is not null
       and ${investments.charge_lastAttemptAt} <= ${since}::timestamptz
       and ${investments.card_provider} = ${gateway.name}
       ${inRound(round, investments.project)}
     order by ${investments.id} limit 200`)
  const changedCharges: number[] = []
  for (const { id, charge_id } of charges.rows as { id: number; charge_id: string }[]) {
    try {
      const read = await gateway.readCharge(charge_id)
      const outcome = read.outcome
      if (outcome === 'processing') continue
      const applied = await withTransaction(payload, (transaction) =>
        applyChargeOutcome(payload, transaction, Number(id), {
          chargeId: read.chargeId ?? charge_id,
          outcome,
          declineCode: read.declineCode,
          now: round.now,
        }),
      )
      if (applied !== 'ignored') changedCharges.push(Number(id))
    } catch (err) {
      payload.logger.error({ err, msg: `investment ${id}: charge not reconciled this round` })
    }
  }

  const refunds = await database.execute(sql`
    select ${investments.id}, ${investments.refund_reference} as refund_id from ${investments}
     where ${investments.method} = 'card' and ${investments.paymentState} = 'refund_due'
       and ${investments.refund_reference} is not null and ${investments.refund_failedAt} is null
       and (${investments.refund_sentAt} is null
            or ${investments.refund_sentAt} <= ${since}::timestamptz)
       and ${investments.card_provider} = ${gateway.name}
       ${inRound(round, investments.project)}
     order by ${investments.id} limit 200`)
  const changedRefunds: number[] = []
  for (const row of refunds.rows as { id: number; refund_id: string }[]) {
    try {
      const read = await gateway.readRefund(row.refund_id)
      if (read.outcome === 'pending') continue
      const applied = await withTransaction(payload, (transaction) =>
        applyRefundOutcome(payload, transaction, Number(row.id), {
          refundId: read.refundId,
          outcome: read.outcome,
          amountMinor: read.amountMinor,
          failureReason: read.failureReason ?? null,
          // The reference recorded is the refund under way, whatever attempt made it.
          attempt: read.attempt ?? null,
          now: round.now,
        }),
      )
      if (applied !== 'ignored') changedRefunds.push(Number(row.id))
    } catch (err) {
      payload.logger.error({ err, msg: `investment ${row.id}: refund not reconciled this round` })
    }
  }
  return { charges: changedCharges, refunds: changedRefunds }
}
