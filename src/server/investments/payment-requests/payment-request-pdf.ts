import type { Payload, TypedUser } from 'payload'

import { paymentRequestFilename } from '@/domain/investments/payment-request-rules'
import { relationId } from '@/domain/relation-id'
import { isLocale, type Locale } from '@/i18n/locales'
import type { PaymentRequest } from '@/payload-types'
import { AppError } from '@/server/errors/app-error'

import { readBankDetails } from './read-bank-details'
import { renderPaymentRequestPdf } from './render-payment-request-pdf'

export type PaymentRequestPdf = { filename: string; pdf: Buffer; locale: Locale }

/**
 * A payment request's PDF, drawn now from the request, its investment, the project's name and
 * the bank details in force, in `locale` (by default the language the investor invested in).
 * With `user` the request and the investment are read as that person, through access control:
 * another investor's request is `NOT_FOUND`. Without it (the outbox's delivery) the server reads.
 */
export async function paymentRequestPdf(
  payload: Payload,
  options: { requestId: number; locale?: string | null; user?: TypedUser },
): Promise<PaymentRequestPdf> {
  const { user } = options
  const asCaller = user ? { overrideAccess: false, user } : { overrideAccess: true }
  const request: PaymentRequest | null = await payload.findByID({
    collection: 'payment-requests',
    id: options.requestId,
    depth: 0,
    disableErrors: true,
    ...asCaller,
  })
  const investmentId = relationId(request?.investment)
  if (!request || investmentId === null) throw new AppError('NOT_FOUND')
  const investment = await payload.findByID({
    collection: 'investments',
    id: investmentId,
    depth: 0,
    ...asCaller,
  })
  const locale: Locale = isLocale(options.locale) ? options.locale : investment.locale
  const projectId = relationId(investment.project)
  const investorId = relationId(request.investor)
  if (projectId === null || investorId === null) throw new AppError('NOT_FOUND')
  // The project's name and the investor's name are the server's to read: the project may no
  // longer be public, and staff-only fields of the account are not selected.
  const project = await payload.findByID({
    collection: 'projects',
    id: projectId,
    locale,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const investor = await payload.findByID({
    collection: 'investors',
    id: investorId,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const bank = await readBankDetails(payload, locale)
  const pdf = await renderPaymentRequestPdf({
    locale,
    request: {
      number: request.number,
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      status: request.status,
      createdAt: request.createdAt,
      dueDate: request.dueDate,
    },
    investment: {
      number: investment.number,
      projectName: project.name ?? '',
      units: investment.units,
    },
    investorName: investor.name ?? '',
    bank,
  })
  return { filename: paymentRequestFilename(request.number), pdf, locale }
}
