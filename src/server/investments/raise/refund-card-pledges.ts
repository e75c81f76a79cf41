import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { paidTotal } from '@/domain/investments/amounts'
import { investments } from '@/payload-generated-schema'
import { recordAudit } from '@/server/audit/record-audit'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import type { CardGateway, RefundResult } from '@/server/investments/card-payments/card-gateway'
import { CardGatewayError } from '@/server/investments/card-payments/card-gateway'

import { applyRefundOutcome } from './apply-refund-outcome'
import { inRound, type RaiseRound } from './raise-round'

/** A claim older than this with no refund recorded is a run that stopped after claiming. */
const stalledClaimMinutes = 10

/**
 * One key per investment and attempt: a run retried after a crash asks again with the same key
 * and gets the same refund; a new attempt (staff asked for one after a failure) gets a new one.
 * The first attempt keeps the key refunds were sent with before attempts were counted.
 */
export const refundIdempotencyKey = (investmentId: number, attempt = 1) =>
  attempt <= 1
    ? `investment-${investmentId}-refund`
    : `investment-${investmentId}-refund-${attempt}`

/**
 * Card payments owed back with no refund under way: not sent yet, or claimed by a run that
 * stopped before recording the provider's answer. A refund that failed waits for staff.
 */
const dueCondition = (now: string) => sql`
  ${investments.method} = 'card' and ${investments.paymentState} = 'refund_due'
  and ${investments.charge_chargeId} is not null and ${investments.refund_reference} is null
  and ${investments.refund_failedAt} is null
  and (${investments.refund_sentAt} is null
       or ${investments.refund_sentAt}
            <= ${now}::timestamptz - ${`${stalledClaimMinutes} minutes`}::interval)`

type Claimed = Fields<
  | [typeof investments.id, number]
  | [typeof investments.amount, string]
  | [typeof investments.fee, string | null]
> & { attempts: string; charge_id: string }

/** The claim, committed before the provider is called: the attempt and its key are fixed. */
function claim(payload: Payload, investmentId: number, now: string): Promise<Claimed | null> {
  return withTransaction(payload, async ({ db }) => {
    const claimed = await db.execute(sql`
      update ${investments}
         set ${bare(investments.refund_attempts)} =
               case when ${investments.refund_sentAt} is null
                    then coalesce(${investments.refund_attempts}, 0) + 1
                    else ${investments.refund_attempts} end,
             ${bare(investments.refund_sentAt)} = ${now}::timestamptz,
             ${bare(investments.updatedAt)} = now()
       where ${investments.id} = ${investmentId} and ${dueCondition(now)}
      returning ${investments.id}, ${investments.refund_attempts} as attempts,
        ${investments.charge_chargeId} as charge_id, ${investments.amount}, ${investments.fee}`)
    return (claimed.rows[0] as Claimed | undefined) ?? null
  })
}

/**
 * Card payments owed back (the raise failed, the pledge was cancelled after its charge, or a
 * charge went through for a pledge that no longer stood) are refunded whole through the provider:
 * claimed in a short transaction, sent with no transaction open, and what the provider answered
 * applied under the row lock (applyRefundOutcome: only to the attempt claimed). A refund the
 * provider settles at once completes now; a pending one when its event comes, or when the
 * reconciliation reads it back. A refund the provider refuses outright is a failed refund, for
 * staff; one that did not reach it keeps its claim and is asked again with the same key.
 */
export async function refundCardPledges(
  payload: Payload,
  gateway: CardGateway,
  round: RaiseRound,
): Promise<number[]> {
  const { now } = round
  const at = now.toISOString()
  const due = await sqlDatabase(payload).execute(sql`
    select ${investments.id} from ${investments}
     where ${dueCondition(at)} and ${investments.card_provider} = ${gateway.name}
       ${inRound(round, investments.project)}
     order by ${investments.id} limit 200`)
  const sent: number[] = []
  for (const { id } of due.rows as { id: number }[]) {
    const pledge = await claim(payload, Number(id), at)
    if (!pledge) continue
    const attempt = Number(pledge.attempts)
    let refund: RefundResult
    try {
      refund = await gateway.refundCharge({
        chargeId: pledge.charge_id,
        idempotencyKey: refundIdempotencyKey(pledge.id, attempt),
        attempt,
      })
    } catch (error) {
      if (!(error instanceof CardGatewayError)) throw error
      payload.logger.error({ err: error, msg: `investment ${pledge.id}: refund not sent` })
      if (!error.refused) continue
      // Refused for good (the charge already refunded elsewhere, or gone): staff decide.
      refund = {
        refundId: `refused-${pledge.id}-${attempt}`,
        outcome: 'failed',
        failureReason: error.providerCode ?? error.message,
        attempt,
      }
    }
    await withTransaction(payload, async (transaction) => {
      // The row lock first (applyRefundOutcome), then the audit entry that refers to the row.
      await applyRefundOutcome(payload, transaction, pledge.id, {
        refundId: refund.refundId,
        outcome: refund.outcome,
        amountMinor: paidTotal({ amount: Number(pledge.amount), fee: Number(pledge.fee ?? 0) }),
        failureReason: refund.failureReason ?? null,
        attempt,
        now,
      })
      await recordAudit(
        payload,
        {
          action: 'investment.refund-sent',
          investment: pledge.id,
          details: { attempt, refundId: refund.refundId, answer: refund.outcome },
        },
        { req: transaction.req },
      )
    })
    sent.push(pledge.id)
  }
  return sent
}
