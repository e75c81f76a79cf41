import type { Payload } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import { refundRecordSchema } from '@/domain/investments/settlement-records'
import type { Investment, User } from '@/payload-types'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'

import { finishRefund } from './apply-refund-outcome'
import { lockInvestmentWithProject } from './lock-investment-with-project'

/**
 * Staff record a transfer they sent back to an investor whose money is owed back (the raise
 * failed, or the pledge ended after its money came): the amount, the day and the bank's
 * reference. Card refunds go through the provider (refundCardPledges) and are not recorded by
 * hand, except one the provider failed (at once or later): staff may then send the money by bank
 * transfer and record it here instead of asking the provider again (retryCardRefund).
 */
export async function recordRefund(
  payload: Payload,
  options: { investmentId: number; staff: Pick<User, 'id'>; input: unknown; now?: Date },
): Promise<Investment> {
  const now = options.now ?? new Date()
  const refund = parseInput(refundRecordSchema(israelToday(now)), options.input)
  return withTransaction(payload, async (transaction) => {
    const { investment } = await lockInvestmentWithProject(
      payload,
      transaction,
      options.investmentId,
    )
    const cardRefundFailed = investment.method === 'card' && !!investment.refund?.failedAt
    if (
      investment.paymentState !== 'refund_due' ||
      (investment.method !== 'bank_transfer' && !cardRefundFailed)
    )
      throw new AppError('REFUND_NOT_DUE')
    return finishRefund(payload, transaction, investment, {
      amountMinor: refund.amount,
      reference: refund.reference,
      recordedBy: options.staff.id,
      now: new Date(`${refund.refundedOn}T10:00:00.000Z`),
    })
  })
}
