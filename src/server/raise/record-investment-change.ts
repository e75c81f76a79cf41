import type { Payload } from 'payload'

import type { AuditLog, Investment } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import {
  guardInvestmentState,
  type InvestmentStateGuard,
} from '@/server/investing/guard-investment-state'
import type { RaiseEmailTemplate } from '@/server/email/render-email'

import { queueInvestorEmail } from './queue-investor-email'

/**
 * One step of an investment's settlement, in the caller's transaction (its row locked): the new
 * fields, the audit entry (with the staff member who made it, if one did), and the e-mails that
 * tell the investor, in their language. Answers the investment as it now is. With `expect`, the
 * row must still be in one of those states (see guardInvestmentState), or nothing is written.
 */
export async function recordInvestmentChange(
  payload: Payload,
  transaction: Transaction,
  investmentId: number,
  change: {
    data: Partial<Investment>
    expect?: InvestmentStateGuard
    action: AuditLog['action']
    details?: Record<string, unknown>
    actor?: number | null
    tell?: { template: RaiseEmailTemplate; date?: string | null; link?: string }[]
  },
): Promise<Investment> {
  const { req } = transaction
  if (change.expect) await guardInvestmentState(transaction, investmentId, change.expect)
  const changed = await payload.update({
    collection: 'investments',
    id: investmentId,
    data: change.data,
    depth: 0,
    overrideAccess: true,
    req,
  })
  await payload.create({
    collection: 'audit-log',
    depth: 0,
    select: { action: true },
    data: {
      action: change.action,
      investor: changed.investor,
      investment: changed.id,
      actor: change.actor ?? null,
      details: change.details ?? {},
    },
    overrideAccess: true,
    req,
  })
  for (const message of change.tell ?? [])
    await queueInvestorEmail(payload, transaction, { investment: changed, ...message })
  return changed
}
