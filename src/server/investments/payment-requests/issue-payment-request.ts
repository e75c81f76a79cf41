import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { relationId } from '@/domain/relation-id'
import { paymentRequestNumber, transferDueDate } from '@/domain/investments/payment-request-rules'
import { payment_requests } from '@/payload-generated-schema'
import type { Investment, PaymentRequest } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

import { readBankDetails } from './read-bank-details'

/**
 * The payment request ('invoice') of a bank-transfer investment, written in the caller's
 * transaction: numbered after the investment's reference (`<reference>-<n>`, n counting its
 * requests, voided ones included), for the investment's amount and currency, due `transferDays`
 * (*Payment settings*) after today in Israel. An open request the investment still has is voided
 * first: there is at most one to pay. Refused with `BANK_DETAILS_MISSING` while the bank details
 * are not configured, so no investor is asked to pay without knowing where to.
 */
export async function issuePaymentRequest(
  payload: Payload,
  investment: Investment,
  transaction: Transaction,
): Promise<PaymentRequest> {
  const { req } = transaction
  if (investment.method !== 'bank_transfer')
    throw new Error(`investment ${investment.id} is not paid by bank transfer`)
  const investorId = relationId(investment.investor)
  if (investorId === null) throw new Error(`investment ${investment.id} has no investor`)
  // One statement at a time: these share the transaction's connection.
  await readBankDetails(payload, investment.locale, req)
  const settings = await readSettingsGlobal(payload, 'payment-settings', { req })
  const earlier = await transaction.db.execute(sql`
    select count(*) as issued, count(*) filter (where ${payment_requests.status} = 'open') as open
      from ${payment_requests} where ${payment_requests.investment} = ${investment.id}`)
  const counts = earlier.rows[0] as { issued: string; open: string }
  if (Number(counts.open) > 0) await voidPaymentRequests(payload, investment.id, transaction)
  return payload.create({
    collection: 'payment-requests',
    data: {
      number: paymentRequestNumber(investment.reference, Number(counts.issued)),
      investment: investment.id,
      investor: investorId,
      reference: investment.reference,
      amount: investment.amount,
      currency: investment.currency,
      status: 'open',
      dueDate: transferDueDate(new Date(), settings.transferDays ?? 5),
    },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/**
 * Voids the investment's open payment requests (the amount changed, or the investment was
 * cancelled), in the caller's transaction. Paid and already void requests stay as they are.
 * Answers how many were voided.
 */
export async function voidPaymentRequests(
  payload: Payload,
  investmentId: number,
  transaction: Transaction,
): Promise<number> {
  const result = await payload.update({
    collection: 'payment-requests',
    where: {
      and: [{ investment: { equals: investmentId } }, { status: { equals: 'open' } }],
    },
    data: { status: 'void' },
    depth: 0,
    overrideAccess: true,
    req: transaction.req,
  })
  // A bulk update reports a row it could not change instead of throwing: the caller's transaction
  // must not commit a changed amount beside a request still open for the old one.
  if (result.errors.length > 0)
    throw new Error(`payment requests of investment ${investmentId} not voided`)
  return result.docs.length
}
