import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlDatabase } from '@/server/db/sql-database'

import { openOutboxBody } from '@/collections/EmailOutbox/hooks/seal-body'

import { smtpConfigured } from './email-adapter'

const maxAttempts = 5

/**
 * Sends what is waiting in the outbox. Runs after a request has been answered (`after()` in the
 * route handlers) and may run several times at once: each message is claimed by moving it to
 * `sending` in one conditional update, so it is sent once. A claim left by a process that died
 * mid-send is taken over after five minutes. The body is kept sealed until sent (or printed, without
 * SMTP in development), then dropped: reset and activation links never stay readable.
 */
export async function deliverQueuedEmails(payload: Payload): Promise<number> {
  const pending = await payload.find({
    collection: 'email-outbox',
    where: {
      and: [
        { status: { in: ['queued', 'failed', 'sending'] } },
        { attempts: { less_than: maxAttempts } },
      ],
    },
    sort: 'createdAt',
    limit: 50,
    pagination: false,
  })
  let delivered = 0
  for (const message of pending.docs) {
    const claimed = await sqlDatabase(payload).execute(sql`
      update email_outbox
      set status = 'sending', attempts = coalesce(attempts, 0) + 1, updated_at = now()
      where id = ${message.id} and coalesce(attempts, 0) < ${maxAttempts}
        and (status in ('queued', 'failed')
          or (status = 'sending' and updated_at < now() - interval '5 minutes'))
      returning id`)
    if (claimed.rows.length === 0) continue
    try {
      if (smtpConfigured()) {
        await payload.sendEmail({
          to: message.to,
          subject: message.subject,
          text: openOutboxBody(message.text),
          html: openOutboxBody(message.html),
        })
        await payload.update({
          collection: 'email-outbox',
          id: message.id,
          data: { status: 'sent', sentAt: new Date().toISOString(), lastError: null },
        })
      } else {
        const text = openOutboxBody(message.text) ?? ''
        payload.logger.info(`E-mail to ${message.to}: ${message.subject}\n${text}`)
        await payload.update({
          collection: 'email-outbox',
          id: message.id,
          data: { status: 'printed', sentAt: new Date().toISOString() },
        })
      }
      delivered += 1
    } catch (error) {
      payload.logger.error({ err: error, msg: `E-mail ${message.id} not delivered` })
      await payload.update({
        collection: 'email-outbox',
        id: message.id,
        data: {
          status: 'failed',
          lastError: error instanceof Error ? error.message.slice(0, 300) : 'unknown',
        },
      })
    }
  }
  return delivered
}
