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
    /** A document the delivery draws and attaches, in the message's language. */
    attachment?: { kind: 'payment-request'; id: number }
  },
  /** The transaction the message belongs to: queued only if the change it tells of commits. */
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const rendered = renderEmail(message.template, message.locale, message.values)
  await payload.create({
    collection: 'email-outbox',
    depth: 0,
    // Nothing of the row is needed back: reading it again cost a third of the write.
    select: { to: true },
    data: {
      to: message.to,
      ...rendered,
      status: 'queued',
      attempts: 0,
      ...(message.attachment
        ? {
            attachment: {
              kind: message.attachment.kind,
              paymentRequest: message.attachment.id,
              locale: message.locale,
            },
          }
        : {}),
    },
    req,
  })
}
