import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments } from '@/payload-generated-schema'
import type { Investment } from '@/payload-types'
import { bare, type Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'
import type { RefundResult } from '@/server/investments/card-payments/card-gateway'

import { completeRefund } from './complete-refund'
import { recordInvestmentChange } from './record-investment-change'

export type RefundOutcomeApplied = 'refunded' | 'refund_sent' | 'refund_failed' | 'ignored'

type Locked = Fields<
  | [typeof investments.status | typeof investments.paymentState, string]
  | [typeof investments.refund_reference | typeof investments.refund_attempts, string | null]
  | [typeof investments.refund_failedAt, Date | string | null]
>

/**
 * Money owed back is returned (completeRefund: a pledge still in the raise leaves it, one already
 * out of it frees nothing twice), and a card refund that had failed before is no longer waiting
 * for staff.
 */
export async function finishRefund(
  payload: Payload,
  transaction: Transaction,
  investment: Investment,
  refund: { amountMinor: number; reference: string; recordedBy?: number | null; now: Date },
): Promise<Investment> {
  await transaction.db.execute(
    sql`update ${investments} set ${bare(investments.refund_failedAt)} = null
         where ${investments.id} = ${investment.id}`,
  )
  return completeRefund(payload, transaction, investment, refund)
}

/**
 * Applies what became of a card refund to its investment, in the caller's transaction (the
 * provider's verified event, the run that sent it, or the reconciliation that read it back), its
 * row locked here. Only the refund now under way counts: one of an earlier attempt (its attempt
 * number, or another refund id) is ignored. `succeeded` completes the refund owed; `pending` keeps
 * its id; `failed` (at once, or later after `succeeded`) puts the money back as owed
 * (`refund_due`) with the failure recorded, for staff to send again or to refund by transfer. A
 * pledge whose refund fails later stays out of the raise (`cancelled`: it was ended, and its money
 * is not returned yet), so the raise's total is not touched.
 */
export async function applyRefundOutcome(
  payload: Payload,
  transaction: Transaction,
  investmentId: number,
  change: Pick<RefundResult, 'refundId' | 'outcome'> & {
    amountMinor: number
    failureReason: string | null
    attempt: number | null
    now: Date
  },
): Promise<RefundOutcomeApplied> {
  const { db, req } = transaction
  const found = await db.execute(sql`
    select ${investments.status}, ${investments.paymentState}, ${investments.refund_reference},
           ${investments.refund_attempts}, ${investments.refund_failedAt}
      from ${investments}
     where ${investments.id} = ${investmentId} and ${investments.method} = 'card' for update`)
  const locked = found.rows[0] as Locked | undefined
  if (!locked) return 'ignored'
  const reference = locked.refund_reference
  if (reference !== null && reference !== change.refundId) return 'ignored'
  if (
    change.attempt === null
      ? reference === null
      : change.attempt !== Number(locked.refund_attempts ?? 0)
  )
    return 'ignored'
  const owed = locked.payment_state === 'refund_due' && locked.refund_failed_at === null
  const at = change.now.toISOString()

  if (change.outcome === 'pending') {
    if (!owed || reference !== null) return 'ignored'
    await db.execute(sql`
      update ${investments}
         set ${bare(investments.refund_reference)} = ${change.refundId},
             ${bare(investments.updatedAt)} = now()
       where ${investments.id} = ${investmentId}`)
    return 'refund_sent'
  }

  if (change.outcome === 'succeeded') {
    if (!owed) return 'ignored'
    const investment = await payload.findByID({
      collection: 'investments',
      id: investmentId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    await finishRefund(payload, transaction, investment, {
      amountMinor: change.amountMinor,
      reference: change.refundId,
      now: change.now,
    })
    return 'refunded'
  }

  const failedLater = locked.payment_state === 'refunded' && reference === change.refundId
  if (!owed && !failedLater) return 'ignored'
  await recordInvestmentChange(payload, transaction, investmentId, {
    data: {
      ...(failedLater ? { status: 'cancelled' as const } : {}),
      paymentState: 'refund_due',
      refund: {
        amount: null,
        refundedOn: null,
        reference: change.refundId,
        failedAt: at,
        failure: change.failureReason ?? 'failed',
      },
    },
    audit: {
      action: 'investment.refund-failed',
      details: {
        refundId: change.refundId,
        reason: change.failureReason,
        attempt: change.attempt,
        afterSucceeding: failedLater,
      },
    },
  })
  payload.logger.error({
    msg: `card refund ${change.refundId} of investment ${investmentId} failed (${change.failureReason ?? 'no reason given'}): owed again, for staff`,
  })
  return 'refund_failed'
}
