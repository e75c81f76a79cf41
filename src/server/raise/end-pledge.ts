import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { InvestmentStatus, PaymentState } from '@/domain/investments/investment-status'
import { relationId } from '@/domain/relation-id'
import type { AuditLog, Investment } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import { takeFromRaise } from '@/server/investing/raise-totals'
import { voidPaymentRequests } from '@/server/payment-requests/issue-payment-request'

import type { RaiseEmailTemplate } from '../email/render-email'
import { queueInvestorEmail } from './queue-investor-email'

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
  const { req, db } = transaction
  const projectId = relationId(investment.project) ?? 0
  const others = await db.execute(sql`
    select count(*) as n from investments
     where project_id = ${projectId} and investor_id = ${relationId(investment.investor)}
       and id <> ${investment.id} and status in ('pending', 'active', 'approved')`)
  const ended = await payload.update({
    collection: 'investments',
    id: investment.id,
    data: {
      status: change.status,
      endedAt: change.now.toISOString(),
      ...(change.paymentState ? { paymentState: change.paymentState } : {}),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (investment.method === 'bank_transfer')
    await voidPaymentRequests(payload, investment.id, transaction)
  await takeFromRaise(transaction, {
    projectId,
    amountMinor: Number(investment.amount),
    investorLeft: Number((others.rows[0] as { n: string }).n) === 0,
  })
  await payload.create({
    collection: 'audit-log',
    depth: 0,
    select: { action: true },
    data: {
      action: change.action,
      investor: relationId(investment.investor),
      investment: investment.id,
      actor: change.actor ?? null,
      details: { amount: investment.amount, currency: investment.currency, ...change.details },
    },
    overrideAccess: true,
    req,
  })
  await queueInvestorEmail(payload, transaction, {
    investment: ended,
    template: change.template,
    date: change.date,
  })
  return ended
}
