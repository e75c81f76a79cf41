import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { paidTotal } from '@/domain/investments/amounts'
import type { CardGateway } from '@/server/payments/card-gateway'

import { completeRefund } from './complete-refund'
import { eachLockedInvestment } from './each-locked-investment'
import { inRound, type RaiseRound } from './raise-round'

export const refundIdempotencyKey = (investmentId: number) => `investment-${investmentId}-refund`

/**
 * Card payments owed back (the raise failed, or a charge went through for a pledge that no longer
 * stood) are refunded whole through the provider, once per investment (the key comes from it).
 * A refund the provider settles at once completes now; a pending one when its event comes.
 */
export function refundCardPledges(
  payload: Payload,
  gateway: CardGateway,
  round: RaiseRound,
): Promise<number[]> {
  const { now } = round
  return eachLockedInvestment(
    payload,
    sql`i.method = 'card' and i.payment_state = 'refund_due'
      and i.charge_charge_id is not null and i.refund_reference is null
      ${inRound(round, sql.raw('p.id'))}`,
    async (transaction, investment) => {
      const chargeId = investment.charge?.chargeId
      if (!chargeId) return
      const refund = await gateway.refundCharge({
        chargeId,
        idempotencyKey: refundIdempotencyKey(investment.id),
      })
      await transaction.db.execute(
        sql`update investments set refund_reference = ${refund.refundId} where id = ${investment.id}`,
      )
      if (refund.outcome === 'succeeded')
        await completeRefund(payload, transaction, investment, {
          amountMinor: paidTotal(investment),
          reference: refund.refundId,
          now,
        })
    },
  )
}
