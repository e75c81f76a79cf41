import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import { formatMoney } from '@/domain/money'
import { relationId } from '@/domain/relation-id'
import { localeSettings } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import type { Investment, PaymentRequest } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import type { EmailDetails } from '@/server/email/render-email'
import { queueEmail } from '@/server/email/queue-email'
import { bankTransferEmailContent } from '@/server/investments/payment-requests/bank-transfer-details'
import { readBankDetails } from '@/server/investments/payment-requests/read-bank-details'

async function openPaymentRequest(
  payload: Payload,
  investmentId: number,
  { req }: Transaction,
): Promise<PaymentRequest | null> {
  const { docs } = await payload.find({
    collection: 'payment-requests',
    where: { and: [{ investment: { equals: investmentId } }, { status: { equals: 'open' } }] },
    sort: '-createdAt',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * The investor's confirmation of a new investment, queued in the caller's transaction (sent only
 * if the investment commits), in the language they invested in: project, number, amount, units
 * and payment method. A bank transfer adds the bank details, the reference and the due date of
 * the investment's open payment request, whose PDF is attached: issue it (issuePaymentRequest)
 * before calling this. What the caller already has (the request, the investor's name and address,
 * the project's name in the investment's language) is not read again.
 */
export async function queueInvestmentConfirmation(
  payload: Payload,
  investment: Investment,
  transaction: Transaction,
  known: {
    paymentRequest?: PaymentRequest | null
    investor?: { name: string; email: string }
    projectName?: string
  } = {},
): Promise<void> {
  const { req } = transaction
  const { locale } = investment
  const investor =
    known.investor ??
    (await payload.findByID({
      collection: 'investors',
      id: relationId(investment.investor) ?? 0,
      depth: 0,
      select: { name: true, email: true },
      overrideAccess: true,
      req,
    }))
  const project = {
    name:
      known.projectName ??
      (
        await payload.findByID({
          collection: 'projects',
          id: relationId(investment.project) ?? 0,
          locale,
          depth: 0,
          select: { name: true },
          overrideAccess: true,
          req,
        })
      ).name,
  }
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'PaymentRequest' })
  const units = new Intl.NumberFormat(localeSettings[locale].intlLocale).format(investment.units)
  const summary: EmailDetails = {
    heading: t('investmentHeading'),
    rows: [
      { label: t('project'), value: project.name ?? '' },
      { label: t('investmentNumber'), value: String(investment.number), ltr: true },
      {
        label: t('investmentAmount'),
        value: formatMoney({ minor: investment.amount, currency: investment.currency }, locale),
      },
      { label: t('units'), value: units, ltr: true },
      { label: t('method'), value: t(`methods.${investment.method}`) },
    ],
  }

  let details = [summary]
  let paragraphs = [t('cardNote')]
  let attachment: { kind: 'payment-request'; id: number } | undefined
  if (investment.method === 'bank_transfer') {
    const request =
      known.paymentRequest ?? (await openPaymentRequest(payload, investment.id, transaction))
    if (!request)
      throw new Error(`investment ${investment.id} has no open payment request: issue it first`)
    const bank = await readBankDetails(payload, locale, req)
    const transfer = bankTransferEmailContent(locale, bank, request)
    details = [summary, transfer.details]
    paragraphs = transfer.paragraphs
    attachment = { kind: 'payment-request', id: request.id }
  }

  await queueEmail(
    payload,
    {
      to: investor.email,
      template: 'investmentConfirmation',
      locale,
      values: {
        name: investor.name,
        params: { project: project.name ?? '', number: String(investment.number) },
        details,
        paragraphs,
      },
      attachment,
    },
    req,
  )
}
