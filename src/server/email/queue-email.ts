import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'

import { renderEmail, type EmailTemplate } from './render-email'

/**
 * Writes a message to the outbox. Delivery happens afterwards (`deliverQueuedEmails`), outside the
 * request's work, so a slow mail server never delays an answer or reveals anything by timing.
 */
export async function queueEmail(
  payload: Payload,
  message: {
    to: string
    template: EmailTemplate
    locale: Locale
    values: Parameters<typeof renderEmail>[2]
  },
  /** The caller's transaction, when the message must be sent only if it commits. */
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const rendered = renderEmail(message.template, message.locale, message.values)
  await payload.create({
    collection: 'email-outbox',
    data: { to: message.to, ...rendered, status: 'queued', attempts: 0 },
    ...(req ? { req } : {}),
  })
}
