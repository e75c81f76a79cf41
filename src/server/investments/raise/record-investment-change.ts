import type { Payload } from 'payload'

import type { AuditEntry } from '@/domain/audit/audit-entry'
import type { Investment } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import type { Transaction } from '@/server/db/with-transaction'
import {
  guardInvestmentState,
  type InvestmentStateGuard,
} from '@/server/investments/invest/guard-investment-state'
import type { RaiseEmailTemplate } from '@/server/email/render-email'

import { queueInvestorEmail } from './queue-investor-email'

/** An entry about one investment and its investor, less the two ids the row supplies. */
export type InvestmentAudit =
  Extract<AuditEntry, { investor: number; investment: number }> extends infer Entry
    ? Entry extends unknown
      ? Omit<Entry, 'investor' | 'investment'>
      : never
    : never

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
    audit: InvestmentAudit
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
  const investor = typeof changed.investor === 'number' ? changed.investor : changed.investor.id
  await recordAudit(payload, { ...change.audit, investor, investment: changed.id }, { req })
  for (const message of change.tell ?? [])
    await queueInvestorEmail(payload, transaction, { investment: changed, ...message })
  return changed
}
