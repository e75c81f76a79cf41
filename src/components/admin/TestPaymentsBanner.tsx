import type { ServerProps } from 'payload'

import {
  cardPaymentsInTestMode,
  cardProviderForNewCards,
} from '@/domain/configuration/card-payments'
import { cardProviderLabels } from '@/domain/investments/card-providers'
import { messagesFor } from '@/i18n/messages'

/**
 * `admin.components.header`: on every admin page while card payments are test payments (the
 * provider's test mode, or the local stand-in `npm run dev` starts), naming the provider, so that
 * nobody mistakes a test charge or refund for money. Nothing otherwise (each card pledge shows its
 * provider in its Card group).
 */
export function TestPaymentsBanner({ i18n }: Partial<Pick<ServerProps, 'i18n'>>) {
  if (!cardPaymentsInTestMode(process.env)) return null
  const texts = messagesFor(i18n?.language === 'he' ? 'he' : 'en').TestPayments
  const provider = cardProviderLabels[cardProviderForNewCards(process.env)!]
  return (
    <p className="admin-test-payments" role="note" data-testid="admin-test-payments">
      <strong>{texts.title}</strong> {texts.admin} {texts.provider} {provider}.
    </p>
  )
}
