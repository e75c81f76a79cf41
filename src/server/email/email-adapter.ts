import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * Payload's e-mail adapter over nodemailer's SMTP transport, with the settings from the
 * environment. (Payload's own `@payloadcms/email-nodemailer` lags the core's version by a patch
 * and Payload refuses mixed versions; this is the same adapter contract, written here.)
 * Without SMTP_HOST (development) there is no transport: the outbox prints each message and
 * keeps it for administrators to read.
 */
export function smtpConfigured(): boolean {
  return Boolean(process.env.SMTP_HOST)
}

/**
 * Without SMTP_HOST outside production: what Payload itself would send (none of our messages, which
 * go through the outbox) is printed, as Payload's default does, without its warning that no adapter
 * was given: printing is the development choice. Production keeps that warning.
 */
const printedEmail: EmailAdapter = ({ payload }) => ({
  name: 'printed',
  defaultFromAddress: process.env.EMAIL_FROM_ADDRESS ?? 'no-reply@localhost',
  defaultFromName: process.env.EMAIL_FROM_NAME ?? 'Crowdfunding platform',
  sendEmail: async (message) => {
    payload.logger.info(`E-mail to ${String(message.to)}: ${message.subject ?? ''}`)
  },
})

export function emailAdapter(): EmailAdapter | undefined {
  if (!smtpConfigured()) return process.env.NODE_ENV === 'production' ? undefined : printedEmail
  const port = Number(process.env.SMTP_PORT ?? 587)
  const user = process.env.SMTP_USER
  const transport = nodemailer.createTransport({
    host: process.env.SMTP_HOST,
    port,
    // Port 465 speaks TLS from the start; others upgrade with STARTTLS when the server offers it.
    secure: port === 465,
    requireTLS: process.env.SMTP_REQUIRE_TLS === 'true',
    auth: user ? { user, pass: process.env.SMTP_PASSWORD ?? '' } : undefined,
    // One delivery round runs at a time (deliverQueuedEmailsSoon): a server that stops answering
    // must not hold it for nodemailer's default ten minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  })
  const defaultFromAddress = process.env.EMAIL_FROM_ADDRESS ?? 'no-reply@localhost'
  const defaultFromName = process.env.EMAIL_FROM_NAME ?? 'Crowdfunding platform'
  return () => ({
    name: 'smtp',
    defaultFromAddress,
    defaultFromName,
    sendEmail: (message) =>
      transport.sendMail({ from: `${defaultFromName} <${defaultFromAddress}>`, ...message }),
  })
}
