import type { Payload } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import { transferReceiptSchema } from '@/domain/investments/settlement-records'
import { formatMoney } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import type { Investment, User } from '@/payload-types'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'

import { lockInvestmentWithProject } from './lock-investment-with-project'
import { recordInvestmentChange } from './record-investment-change'

/**
 * Staff record a bank transfer received for a pending investment: the amount and the day it
 * arrived. Only the investment's own amount is taken (a different sum is refused with the
 * amount expected: the investor is contacted, nothing is applied half). The investment is paid:
 * `active`, or `approved` when its raise already succeeded; its payment request is paid; the
 * entry is audited with the staff member and the investor told, in one transaction.
 */
export async function recordTransferReceived(
  payload: Payload,
  options: {
    investmentId: number
    staff: Pick<User, 'id'>
    input: unknown
    locale: Locale
    now?: Date
  },
): Promise<Investment> {
  const now = options.now ?? new Date()
  const receipt = parseInput(transferReceiptSchema(israelToday(now)), options.input)
  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const { investment, projectStatus } = await lockInvestmentWithProject(
      payload,
      transaction,
      options.investmentId,
    )
    if (
      investment.method !== 'bank_transfer' ||
      investment.status !== 'pending' ||
      investment.paymentState !== 'awaiting_transfer'
    )
      throw new AppError('TRANSFER_NOT_EXPECTED')
    if (receipt.amount !== Number(investment.amount))
      throw new AppError('TRANSFER_AMOUNT_MISMATCH', {
        messageValues: {
          expected: formatMoney(
            { minor: Number(investment.amount), currency: investment.currency },
            options.locale,
          ),
        },
      })
    const succeeded = projectStatus === 'success_finished' || projectStatus === 'running'
    await payload.update({
      collection: 'payment-requests',
      where: {
        and: [{ investment: { equals: investment.id } }, { status: { equals: 'open' } }],
      },
      data: { status: 'paid' },
      depth: 0,
      overrideAccess: true,
      req,
    })
    const paid = await recordInvestmentChange(payload, transaction, investment.id, {
      data: {
        status: succeeded ? 'approved' : 'active',
        paymentState: 'paid',
        paidAt: now.toISOString(),
        transfer: {
          receivedAmount: receipt.amount,
          receivedOn: `${receipt.receivedOn}T10:00:00.000Z`,
          recordedBy: options.staff.id,
        },
      },
      audit: {
        action: 'investment.transfer-received',
        actor: options.staff.id,
        details: { amount: receipt.amount, receivedOn: receipt.receivedOn },
      },
      tell: [
        { template: 'transferReceived' },
        ...(succeeded ? [{ template: 'raiseSucceeded' as const }] : []),
      ],
    })
    return paid
  })
}
