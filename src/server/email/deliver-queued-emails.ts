import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlDatabase } from '@/server/db/sql-database'

import { openOutboxBody } from '@/collections/EmailOutbox/hooks/seal-body'
import type { EmailOutbox } from '@/payload-types'

import { smtpConfigured } from './email-adapter'

/**
 * The file a message names (`attachment` on its outbox row), drawn now. The PDF code is loaded
 * only when a message has one.
 */
async function attachmentsOf(payload: Payload, message: EmailOutbox) {
  const { kind, paymentRequest, locale } = message.attachment ?? {}
  if (kind !== 'payment-request') return []
  const id = typeof paymentRequest === 'object' ? paymentRequest?.id : paymentRequest
  if (!id) throw new Error('the attached payment request no longer exists')
  const { paymentRequestPdf } = await import('@/server/payment-requests/payment-request-pdf')
  const { filename, pdf } = await paymentRequestPdf(payload, { requestId: id, locale })
  return [{ filename, content: pdf, contentType: 'application/pdf' }]
}

const maxAttempts = 5
const batchSize = 10
/** Bounds one run (it runs after a response): what is left goes with the next run. */
const maxBatchesPerRun = 10

/**
 * Claims the next messages in one statement. `skip locked` lets runs that start together take
 * different messages instead of queueing on the same rows. Messages without an attachment go
 * first: they carry links a person is waiting for (activation, reset), while a document has to be
 * drawn first and can wait. A failed message waits a minute per attempt before it is tried again;
 * a claim left by a process that died mid-send is taken over after five minutes.
 */
async function claimBatch(payload: Payload): Promise<number[]> {
  const claimed = await sqlDatabase(payload).execute(sql`
    update email_outbox
    set status = 'sending', attempts = coalesce(attempts, 0) + 1, updated_at = now()
    where id in (
      select id from email_outbox
      where coalesce(attempts, 0) < ${maxAttempts}
        and (status = 'queued'
          or (status = 'failed' and updated_at < now() - coalesce(attempts, 1) * interval '1 minute')
          or (status = 'sending' and updated_at < now() - interval '5 minutes'))
      order by (attachment_kind is not null), created_at
      limit ${batchSize}
      for update skip locked)
    returning id`)
  return claimed.rows.map((row) => Number((row as { id: number }).id))
}

async function deliver(payload: Payload, message: EmailOutbox): Promise<void> {
  try {
    if (smtpConfigured()) {
      const attachments = await attachmentsOf(payload, message)
      await payload.sendEmail({
        to: message.to,
        subject: message.subject,
        text: openOutboxBody(message.text),
        html: openOutboxBody(message.html),
        ...(attachments.length ? { attachments } : {}),
      })
      await payload.update({
        collection: 'email-outbox',
        id: message.id,
        depth: 0,
        data: { status: 'sent', sentAt: new Date().toISOString(), lastError: null },
      })
    } else {
      const text = openOutboxBody(message.text) ?? ''
      const attached = message.attachment?.kind ? `\n(attached: ${message.attachment.kind})` : ''
      payload.logger.info(`E-mail to ${message.to}: ${message.subject}\n${text}${attached}`)
      await payload.update({
        collection: 'email-outbox',
        id: message.id,
        depth: 0,
        data: { status: 'printed', sentAt: new Date().toISOString() },
      })
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: `E-mail ${message.id} not delivered` })
    await payload.update({
      collection: 'email-outbox',
      id: message.id,
      depth: 0,
      data: {
        status: 'failed',
        lastError: error instanceof Error ? error.message.slice(0, 300) : 'unknown',
      },
    })
  }
}

/**
 * Sends what is waiting in the outbox. Runs after a request has been answered (`after()` in the
 * route handlers) and may run several times at once: each message is claimed by one run, so it is
 * sent once. The body is kept sealed until sent (or printed, without SMTP in development), then
 * dropped: reset and activation links never stay readable. Returns how many messages it claimed.
 */
export async function deliverQueuedEmails(payload: Payload): Promise<number> {
  let claimedCount = 0
  for (let batch = 0; batch < maxBatchesPerRun; batch += 1) {
    const ids = await claimBatch(payload)
    if (ids.length === 0) break
    claimedCount += ids.length
    const messages = await payload.find({
      collection: 'email-outbox',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      pagination: false,
    })
    for (const message of messages.docs) await deliver(payload, message)
  }
  return claimedCount
}
