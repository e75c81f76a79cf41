import type { Payload } from 'payload'

import { checkedByOperation } from '@/domain/companies/inquiry-checked'
import { inquiryEditable, openInquiryStatuses } from '@/domain/companies/inquiry-status'
import type { CompanyInquiry } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { lockInvestorRow } from '@/server/investments/invest/lock-rows'

/** Tells the collection's hook that the operation checked the change itself. */
export const operationContext = { [checkedByOperation]: true }

/**
 * The company's open inquiry, with the company's account row locked until the transaction ends:
 * one company's saves, uploads and submission take turns, so two first saves at once make one
 * inquiry (the second finds the first's), and a submission sees every file uploaded before it.
 * With `create`, a company without an open inquiry gets a new draft.
 */
export async function lockOpenInquiry(
  payload: Payload,
  ownerId: number,
  transaction: Transaction,
  options: { create: boolean },
): Promise<CompanyInquiry | null> {
  const { req } = transaction
  await lockInvestorRow(transaction, ownerId)
  const { docs } = await payload.find({
    collection: 'company-inquiries',
    where: {
      and: [{ owner: { equals: ownerId } }, { status: { in: [...openInquiryStatuses] } }],
    },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  if (docs[0] || !options.create) return docs[0] ?? null
  return payload.create({
    collection: 'company-inquiries',
    data: { owner: ownerId, status: 'draft' },
    depth: 0,
    overrideAccess: true,
    context: operationContext,
    req,
  })
}

/**
 * As `lockOpenInquiry`, refusing an inquiry the company may not change now (submitted, in review);
 * without `create`, a company with no open inquiry is answered as having nothing there.
 */
export async function lockEditableInquiry(
  payload: Payload,
  ownerId: number,
  transaction: Transaction,
  options: { create: boolean } = { create: true },
): Promise<CompanyInquiry> {
  const inquiry = await lockOpenInquiry(payload, ownerId, transaction, options)
  if (!inquiry) throw new AppError('NOT_FOUND')
  if (!inquiryEditable(inquiry.status)) throw new AppError('INQUIRY_NOT_EDITABLE')
  return inquiry
}
