import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { smtpConfigured } from './email-adapter'
import { renderEmail, type EmailTemplate } from './render-email'

/**
 * Sends one e-mail during the request, for a message that must not wait and must not be stored:
 * a one-time code. The outbox records that it went, without its body; without SMTP (development)
 * it is printed and kept, as the outbox does for every message there.
 */
export async function sendEmailNow(
  payload: Payload,
  message: {
    to: string
    template: EmailTemplate
    locale: Locale
    values: Parameters<typeof renderEmail>[2]
  },
): Promise<void> {
  const rendered = renderEmail(message.template, message.locale, message.values)
  const sentAt = new Date().toISOString()
  if (!smtpConfigured()) {
    payload.logger.info(`E-mail to ${message.to}: ${rendered.subject}\n${rendered.text}`)
    await payload.create({
      collection: 'email-outbox',
      data: { to: message.to, ...rendered, status: 'printed', attempts: 1, sentAt },
    })
    return
  }
  try {
    await payload.sendEmail({ to: message.to, ...rendered })
  } catch (error) {
    await payload.create({
      collection: 'email-outbox',
      data: {
        to: message.to,
        subject: rendered.subject,
        status: 'failed',
        attempts: 1,
        lastError: error instanceof Error ? error.message.slice(0, 300) : 'unknown',
      },
    })
    throw error
  }
  await payload.create({
    collection: 'email-outbox',
    data: { to: message.to, subject: rendered.subject, status: 'sent', attempts: 1, sentAt },
  })
}
