import type { ServerProps } from 'payload'

import { cardPaymentsInTestMode } from '@/domain/configuration/card-payments'
import { messagesFor } from '@/i18n/messages'

/**
 * `admin.components.header`: on every admin page while card payments are test payments (the
 * provider's test mode, or the local stand-in `npm run dev` starts), so that nobody mistakes a
 * test charge or refund for money. Nothing otherwise.
 */
export function TestPaymentsBanner({ i18n }: Partial<Pick<ServerProps, 'i18n'>>) {
  if (!cardPaymentsInTestMode(process.env)) return null
  const texts = messagesFor(i18n?.language === 'he' ? 'he' : 'en').TestPayments
  return (
    <p className="admin-test-payments" role="note" data-testid="admin-test-payments">
      <strong>{texts.title}</strong> {texts.admin}
    </p>
  )
}
