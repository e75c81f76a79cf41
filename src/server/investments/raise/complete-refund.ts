import type { Payload } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import type { Investment } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'

import { endPledge, pledgeAmountOf } from './end-pledge'

/**
 * Money owed back was returned (a card refund the provider confirmed, or a transfer staff
 * recorded): the refund is kept on the investment, which ends as `refunded`, out of the raise,
 * and the investor is told.
 */
export async function completeRefund(
  payload: Payload,
  transaction: Transaction,
  investment: Investment,
  refund: { amountMinor: number; reference: string; recordedBy?: number | null; now: Date },
): Promise<Investment> {
  await payload.update({
    collection: 'investments',
    id: investment.id,
    data: {
      refund: {
        amount: refund.amountMinor,
        refundedOn: `${israelToday(refund.now)}T10:00:00.000Z`,
        reference: refund.reference,
        recordedBy: refund.recordedBy ?? null,
      },
    },
    depth: 0,
    overrideAccess: true,
    req: transaction.req,
  })
  return endPledge(payload, transaction, investment, {
    status: 'refunded',
    paymentState: 'refunded',
    audit: {
      action: 'investment.refunded',
      actor: refund.recordedBy ?? null,
      details: {
        ...pledgeAmountOf(investment),
        refunded: refund.amountMinor,
        reference: refund.reference,
      },
    },
    template: 'refundSent',
    now: refund.now,
  })
}
