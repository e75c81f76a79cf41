import { createTranslator } from 'next-intl'

import { formatDate } from '@/i18n/format-date'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import type { PaymentRequest } from '@/payload-types'
import type { EmailDetails } from '@/server/email/render-email'

import type { BankDetails } from './read-bank-details'

/**
 * What an e-mail tells about paying a payment request by bank transfer, in `locale`: the bank
 * details, the reference to write on the transfer and the due date, then the reference's purpose
 * and that the transfer carries no fee. The PDF says the same (render-payment-request-pdf.tsx).
 */
export function bankTransferEmailContent(
  locale: Locale,
  bank: BankDetails,
  request: Pick<PaymentRequest, 'reference' | 'dueDate'>,
): { details: EmailDetails; paragraphs: string[] } {
  const t = createTranslator({ locale, messages: messagesFor(locale), namespace: 'PaymentRequest' })
  return {
    details: {
      heading: t('bankHeading'),
      rows: [
        { label: t('bank'), value: bank.bankName },
        { label: t('bankNumber'), value: bank.bankNumber, ltr: true },
        { label: t('branchNumber'), value: bank.branchNumber, ltr: true },
        { label: t('accountNumber'), value: bank.accountNumber, ltr: true },
        { label: t('beneficiary'), value: bank.beneficiary },
        { label: t('reference'), value: request.reference, ltr: true },
        ...(request.dueDate
          ? [{ label: t('dueDate'), value: formatDate(request.dueDate, locale), ltr: true }]
          : []),
      ],
    },
    paragraphs: [t('referenceNote'), t('noFee')],
  }
}
