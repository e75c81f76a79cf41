import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  isLiveInvestmentStatus,
  type InvestmentStatus,
  type PaymentState,
} from '@/domain/investments/investment-status'
import { relationId } from '@/domain/relation-id'
import { investments } from '@/payload-generated-schema'
import type { Investment } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import type { RaiseEmailTemplate } from '@/server/email/render-email'
import { checkRaiseAgainstLedger, takeFromRaise } from '@/server/investments/invest/raise-totals'
import { voidPaymentRequests } from '@/server/investments/payment-requests/issue-payment-request'

import { recordInvestmentChange, type InvestmentAudit } from './record-investment-change'

/** What an ended pledge's audit entry records of it, before what the caller adds. */
export const pledgeAmountOf = (investment: Pick<Investment, 'amount' | 'currency'>) => ({
  amount: investment.amount,
  currency: investment.currency,
})

/**
 * Ends a pledge in the caller's transaction (its row already locked, and `investment` read under
 * that lock): its status and payment state, an open payment request voided, the audit entry and
 * the investor's e-mail. A pledge still live leaves the raise (its amount, and its investor when
 * they hold no other live investment in it); one already out of it (a failed or cancelled pledge
 * whose late charge is now refunded) changes nothing there. The raise is then checked against its
 * live pledges before the caller commits.
 */
export async function endPledge(
  payload: Payload,
  transaction: Transaction,
  investment: Investment,
  change: {
    status: Extract<InvestmentStatus, 'cancelled' | 'failed' | 'refunded'>
    paymentState?: PaymentState
    /** With the staff member who made it happen, if one did; its details start with the amount. */
    audit: Extract<InvestmentAudit, { details: ReturnType<typeof pledgeAmountOf> }>
    template: RaiseEmailTemplate
    date?: string | null
    now: Date
  },
): Promise<Investment> {
  const projectId = relationId(investment.project) ?? 0
  if (investment.method === 'bank_transfer')
    await voidPaymentRequests(payload, investment.id, transaction)
  const live = isLiveInvestmentStatus(investment.status)
  if (live) {
    const others = await transaction.db.execute(sql`
      select count(*) as n from ${investments}
       where ${investments.project} = ${projectId}
         and ${investments.investor} = ${relationId(investment.investor)}
         and ${investments.id} <> ${investment.id}
         and ${investments.status} in ('pending', 'active', 'approved')`)
    await takeFromRaise(transaction, {
      projectId,
      amountMinor: Number(investment.amount),
      investorLeft: Number((others.rows[0] as { n: string }).n) === 0,
    })
  }
  const ended = await recordInvestmentChange(payload, transaction, investment.id, {
    data: {
      status: change.status,
      endedAt: change.now.toISOString(),
      ...(change.paymentState ? { paymentState: change.paymentState } : {}),
    },
    audit: change.audit,
    expect: { status: [investment.status], paymentState: [investment.paymentState] },
    tell: [{ template: change.template, date: change.date }],
  })
  if (live) await checkRaiseAgainstLedger(transaction, projectId)
  return ended
}
