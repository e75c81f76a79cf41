import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments, projects } from '@/payload-generated-schema'
import type { Investment } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'

import { eachLockedInvestment } from './each-locked-investment'
import { endPledge, pledgeAmountOf } from './end-pledge'
import { inRound, type RaiseRound } from './raise-round'
import { recordInvestmentChange } from './record-investment-change'

/** Money received for a raise that failed: owed back, the investor told. */
function markRefundDue(payload: Payload, transaction: Transaction, investment: Investment) {
  return recordInvestmentChange(payload, transaction, investment.id, {
    data: { paymentState: 'refund_due' },
    audit: {
      action: 'investment.refund-due',
      details: { ...pledgeAmountOf(investment), method: investment.method },
    },
    tell: [{ template: 'raiseFailedRefund' }],
  })
}

/**
 * A raise that ended below its minimum (spec 9: the money is returned): card pledges not charged
 * are cancelled (`card_released`; their cards are removed at the provider after the commit); unpaid transfers are
 * cancelled (the investor is told not to pay); money received, by card or transfer, is owed back
 * (`refund_due`: cards are refunded through the provider, transfers by staff, who record each).
 */
export function endFailedRaises(payload: Payload, round: RaiseRound): Promise<number[]> {
  const { now } = round
  return eachLockedInvestment(
    payload,
    sql`${projects.status} = 'unsuccess_finished' and ${investments.status} in ('pending', 'active')
      and ${investments.paymentState} not in ('refund_due', 'refunded')
      ${inRound(round, projects.id)}`,
    async (transaction, investment) => {
      if (investment.paymentState === 'paid') return markRefundDue(payload, transaction, investment)
      if (investment.method === 'bank_transfer') {
        await endPledge(payload, transaction, investment, {
          status: 'cancelled',
          audit: {
            action: 'investment.transfer-cancelled',
            details: { ...pledgeAmountOf(investment), reason: 'raiseFailed' },
          },
          template: 'raiseFailedUnpaid',
          now,
        })
        return
      }
      // The saved card is removed at the provider after this commits, by the round's sweep
      // (detachEndedPledgeCards): never while the row is locked.
      await endPledge(payload, transaction, investment, {
        status: 'cancelled',
        paymentState: 'card_released',
        audit: {
          action: 'investment.card-released',
          details: { ...pledgeAmountOf(investment), reason: 'raiseFailed' },
        },
        template: 'raiseFailedReleased',
        now,
      })
    },
  )
}
