import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import type { RateLimitRule } from '@/domain/auth/rate-limit-rules'
import { formatMoney } from '@/domain/money'
import { relationId } from '@/domain/relation-id'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import { recordAudit } from '@/server/audit/record-audit'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { withTransaction } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { bankTransferEmailContent } from './bank-transfer-details'
import { readBankDetails } from './read-bank-details'

/** Enough for a person who lost the message a few times; not a way to flood their mailbox. */
export const bankDetailsPerAccount: RateLimitRule = {
  name: 'bank-details:account',
  limit: 10,
  windowSeconds: 60 * 60,
}

/**
 * Spec 7, POST /api/investor/send-bank-details `{ invoice_id }`: e-mails the investor the bank
 * details of one of their open payment requests, with its PDF attached (drawn when the message is
 * delivered). The message is in the language the investor invested in, or the body's `locale`.
 * Another investor's request is absent (404); a voided or paid one is refused (409). The message
 * and the audit entry (`payment-request.sent`) are written together.
 */
export async function sendBankDetails(
  payload: Payload,
  investor: PublicInvestor,
  requestId: number,
  /** The language the request names; else the investment's. */
  requestedLocale: Locale | null,
): Promise<{ sent: true }> {
  const user = { ...investor, collection: 'investors' as const }
  const request = await payload.findByID({
    collection: 'payment-requests',
    id: requestId,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })
  const investmentId = relationId(request?.investment)
  if (!request || investmentId === null) throw new AppError('NOT_FOUND')
  if (request.status !== 'open') throw new AppError('PAYMENT_REQUEST_CLOSED')
  await enforceRateLimit(payload, bankDetailsPerAccount, String(investor.id))

  const investment = await payload.findByID({
    collection: 'investments',
    id: investmentId,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const locale = requestedLocale ?? investment.locale
  const bank = await readBankDetails(payload, locale)
  const project = await payload.findByID({
    collection: 'projects',
    id: relationId(investment.project) ?? 0,
    locale,
    depth: 0,
    select: { name: true },
    overrideAccess: true,
  })
  const { details, paragraphs } = bankTransferEmailContent(locale, bank, request)
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'PaymentRequest' })
  const amount = {
    rows: [
      { label: t('investmentNumber'), value: String(investment.number), ltr: true },
      {
        label: t('amount'),
        value: formatMoney({ minor: request.amount, currency: request.currency }, locale),
      },
    ],
  }

  await withTransaction(payload, async ({ req }) => {
    await queueEmail(
      payload,
      {
        to: investor.email,
        template: 'bankDetails',
        locale,
        values: {
          name: investor.name,
          params: { project: project.name ?? '' },
          details: [amount, details],
          paragraphs,
        },
        attachment: { kind: 'payment-request', id: request.id },
      },
      req,
    )
    await recordAudit(
      payload,
      {
        action: 'payment-request.sent',
        investor: investor.id,
        details: { request: request.id, number: request.number, investment: investmentId, locale },
      },
      { req },
    )
  })
  return { sent: true }
}
