import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { InvestmentStatus, PaymentState } from '@/domain/investments/investment-status'
import { relationId } from '@/domain/relation-id'
import type { AuditLog, Investment } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import type { RaiseEmailTemplate } from '@/server/email/render-email'
import { takeFromRaise } from '@/server/investing/raise-totals'
import { voidPaymentRequests } from '@/server/payment-requests/issue-payment-request'

import { recordInvestmentChange } from './record-investment-change'

/**
 * Ends a pledge in the caller's transaction (its row already locked): its status and payment
 * state, its amount out of the raise (and its investor, when they hold no other live investment
 * in it), an open payment request voided, the audit entry and the investor's e-mail.
 */
export async function endPledge(
  payload: Payload,
  transaction: Transaction,
  investment: Investment,
  change: {
    status: Extract<InvestmentStatus, 'cancelled' | 'failed' | 'refunded'>
    paymentState?: PaymentState
    action: AuditLog['action']
    template: RaiseEmailTemplate
    date?: string | null
    details?: Record<string, unknown>
    /** The staff member who made it happen, if one did. */
    actor?: number | null
    now: Date
  },
): Promise<Investment> {
  const projectId = relationId(investment.project) ?? 0
  const others = await transaction.db.execute(sql`
    select count(*) as n from investments
     where project_id = ${projectId} and investor_id = ${relationId(investment.investor)}
       and id <> ${investment.id} and status in ('pending', 'active', 'approved')`)
  if (investment.method === 'bank_transfer')
    await voidPaymentRequests(payload, investment.id, transaction)
  await takeFromRaise(transaction, {
    projectId,
    amountMinor: Number(investment.amount),
    investorLeft: Number((others.rows[0] as { n: string }).n) === 0,
  })
  return recordInvestmentChange(payload, transaction, investment.id, {
    data: {
      status: change.status,
      endedAt: change.now.toISOString(),
      ...(change.paymentState ? { paymentState: change.paymentState } : {}),
    },
    action: change.action,
    actor: change.actor,
    details: { amount: investment.amount, currency: investment.currency, ...change.details },
    tell: [{ template: change.template, date: change.date }],
  })
}
