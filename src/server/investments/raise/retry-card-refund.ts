import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments } from '@/payload-generated-schema'
import type { Investment, User } from '@/payload-types'
import { bare } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

import { lockInvestmentWithProject } from './lock-investment-with-project'
import { recordInvestmentChange } from './record-investment-change'

/**
 * Staff ask the provider once more for a card refund that failed: the failure is cleared (kept in
 * the audit log) and the next settle round sends a new attempt, under a new idempotency key
 * (refundCardPledges). Only a failed card refund may be retried; `REFUND_NOT_DUE` otherwise.
 */
export async function retryCardRefund(
  payload: Payload,
  options: { investmentId: number; staff: Pick<User, 'id'> },
): Promise<Investment> {
  return withTransaction(payload, async (transaction) => {
    const { investment } = await lockInvestmentWithProject(
      payload,
      transaction,
      options.investmentId,
    )
    const cleared = await transaction.db.execute(sql`
      update ${investments}
         set ${bare(investments.refund_reference)} = null, ${bare(investments.refund_sentAt)} = null,
             ${bare(investments.refund_failedAt)} = null, ${bare(investments.updatedAt)} = now()
       where ${investments.id} = ${investment.id} and ${investments.method} = 'card'
         and ${investments.paymentState} = 'refund_due'
         and ${investments.refund_failedAt} is not null
      returning ${investments.id}`)
    if (cleared.rows.length === 0) throw new AppError('REFUND_NOT_DUE')
    return recordInvestmentChange(payload, transaction, investment.id, {
      data: {},
      audit: {
        action: 'investment.refund-retry',
        actor: options.staff.id,
        details: {
          failedRefund: investment.refund?.reference ?? null,
          failure: investment.refund?.failure ?? null,
          attempts: investment.refund?.attempts ?? 0,
        },
      },
    })
  })
}
