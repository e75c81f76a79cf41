import { sql } from '@payloadcms/db-postgres'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { email_outbox } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'
import { trackBackgroundWork } from '@/server/lifecycle/background-work'

import { openOutboxBody } from '@/server/email/outbox-seal'
import { isLocale, type Locale } from '@/i18n/locales'

import { smtpConfigured } from './email-adapter'

/** A claimed message: what its delivery needs, the body still sealed. */
type ClaimedMessage = {
  id: number
  to: string
  subject: string
  text: string | null
  html: string | null
  attachmentKind: string | null
  attachmentRequestId: number | null
  attachmentLocale: Locale | null
}

type ClaimedRow = Fields<
  | [typeof email_outbox.id, number]
  | [typeof email_outbox.to | typeof email_outbox.subject, string]
  | [typeof email_outbox.text | typeof email_outbox.html, string | null]
  | [typeof email_outbox.attachment_kind | typeof email_outbox.attachment_locale, string | null]
  | [typeof email_outbox.attachment_paymentRequest, number | null]
>

/** The outbox again, in the claim's subquery that picks the rows. */
const due = alias(email_outbox, 'due')

/**
 * The file a message names (`attachment` on its outbox row), drawn now. The PDF code is loaded
 * only when a message has one.
 */
async function attachmentsOf(payload: Payload, message: ClaimedMessage) {
  if (message.attachmentKind !== 'payment-request') return []
  if (!message.attachmentRequestId) throw new Error('the attached payment request no longer exists')
  const { paymentRequestPdf } =
    await import('@/server/investments/payment-requests/payment-request-pdf')
  const { filename, pdf } = await paymentRequestPdf(payload, {
    requestId: message.attachmentRequestId,
    locale: message.attachmentLocale,
  })
  return [{ filename, content: pdf, contentType: 'application/pdf' }]
}

/**
 * A message that cannot be delivered is tried again later, each wait twice the one before (one
 * minute, two, four…, at most an hour), until the mail server answers or the message is three
 * days old: its links have expired by then, and it stays `failed` for staff to see.
 */
const longestWaitMinutes = 60
const retryForDays = 3
const batchSize = 10
/** Bounds one run (it runs after a response): what is left goes with the next run. */
const maxBatchesPerRun = 10

/**
 * Claims the next messages in one statement, answering what their delivery needs. `skip locked`
 * lets runs that start together take different messages instead of queueing on the same rows.
 * Messages without an attachment go first: they carry links a person is waiting for (activation,
 * reset), while a document has to be drawn first and can wait. A failed message waits its turn
 * (see `longestWaitMinutes`); a claim left by a process that died mid-send is taken over after
 * five minutes. Plain SQL, as are the updates below: the outbox's rows are simple,
 * and Payload's work per message (a read, a lock check, an update and its re-read) cost more than
 * the sending under load.
 */
async function claimBatch(payload: Payload, now: Date): Promise<ClaimedMessage[]> {
  const at = now.toISOString()
  const claimed = await sqlDatabase(payload).execute(sql`
    update ${email_outbox}
    set ${bare(email_outbox.status)} = 'sending',
        ${bare(email_outbox.attempts)} = coalesce(${email_outbox.attempts}, 0) + 1,
        ${bare(email_outbox.updatedAt)} = ${at}::timestamptz
    where ${email_outbox.id} in (
      select ${due.id} from ${email_outbox} ${due}
      where ${due.status} = 'queued'
        or (${due.status} = 'failed'
          and ${due.createdAt} > ${at}::timestamptz - ${`${retryForDays} days`}::interval
          and ${due.updatedAt} <= ${at}::timestamptz - least(
            power(2, greatest(coalesce(${due.attempts}, 1), 1) - 1), ${longestWaitMinutes}
          ) * interval '1 minute')
        or (${due.status} = 'sending'
            and ${due.updatedAt} < ${at}::timestamptz - interval '5 minutes')
      order by (${due.attachment_kind} is not null), ${due.id}
      limit ${batchSize}
      for update skip locked)
    returning ${email_outbox.id}, ${email_outbox.to}, ${email_outbox.subject}, ${email_outbox.text},
      ${email_outbox.html}, ${email_outbox.attachment_kind},
      ${email_outbox.attachment_paymentRequest}, ${email_outbox.attachment_locale}`)
  // `returning` keeps no order: messages queued together (a charge, then the raise's success)
  // are sent in the order they were written. Ids grow with each message.
  const rows = (claimed.rows as ClaimedRow[]).toSorted(
    (a, b) =>
      Number(a.attachment_kind !== null) - Number(b.attachment_kind !== null) ||
      Number(a.id) - Number(b.id),
  )
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    attachmentKind: row.attachment_kind,
    attachmentRequestId:
      row.attachment_payment_request_id === null ? null : Number(row.attachment_payment_request_id),
    attachmentLocale: isLocale(row.attachment_locale) ? row.attachment_locale : null,
  }))
}

/** Sent (or printed): the body, with its live links, is dropped (as `sealOutboxBody` does). */
async function markDone(payload: Payload, id: number, status: 'sent' | 'printed') {
  await sqlDatabase(payload).execute(sql`
    update ${email_outbox}
       set ${bare(email_outbox.status)} = ${status}, ${bare(email_outbox.sentAt)} = now(),
           ${bare(email_outbox.lastError)} = null, ${bare(email_outbox.text)} = null,
           ${bare(email_outbox.html)} = null, ${bare(email_outbox.updatedAt)} = now()
     where ${email_outbox.id} = ${id}`)
}

async function markFailed(payload: Payload, id: number, error: unknown, now: Date) {
  const reason = error instanceof Error ? error.message.slice(0, 300) : 'unknown'
  await sqlDatabase(payload).execute(sql`
    update ${email_outbox}
       set ${bare(email_outbox.status)} = 'failed', ${bare(email_outbox.lastError)} = ${reason},
           ${bare(email_outbox.updatedAt)} = ${now.toISOString()}::timestamptz
     where ${email_outbox.id} = ${id}`)
}

async function deliver(payload: Payload, message: ClaimedMessage, now: Date): Promise<void> {
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
      await markDone(payload, message.id, 'sent')
    } else {
      const text = openOutboxBody(message.text) ?? ''
      const attached = message.attachmentKind ? `\n(attached: ${message.attachmentKind})` : ''
      payload.logger.info(`E-mail to ${message.to}: ${message.subject}\n${text}${attached}`)
      await markDone(payload, message.id, 'printed')
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: `E-mail ${message.id} not delivered` })
    await markFailed(payload, message.id, error, now)
  }
}

/**
 * Sends what is waiting in the outbox. Runs after a request has been answered (`after()` in the
 * route handlers) and may run several times at once: each message is claimed by one run, so it is
 * sent once. The body is kept sealed until sent (or printed, without SMTP in development), then
 * dropped: reset and activation links never stay readable. Returns how many messages it claimed.
 */
export async function deliverQueuedEmails(payload: Payload, now = new Date()): Promise<number> {
  let claimedCount = 0
  for (let batch = 0; batch < maxBatchesPerRun; batch += 1) {
    const messages = await claimBatch(payload, now)
    if (messages.length === 0) break
    claimedCount += messages.length
    for (const message of messages) await deliver(payload, message, now)
  }
  return claimedCount
}

let round: Promise<number> | null = null
let askedAgain = false

/**
 * Delivers the outbox in this process's one delivery round: after an answer (`after()`), after a
 * settlement round, and the minute's sweep (deliver-emails-task.ts) all join it, and a request
 * that queued mail while it ran makes it go round once more. Two rounds at once would each claim
 * part of what one recipient was sent together (the raise's minimum, the card charged, its
 * success) and could send them out of order; under load every answer used to start its own
 * delivery, each claiming and reading rows, for the same few messages. A slow mail server holds up
 * the round only as long as the transport's timeouts allow. Answers how many messages the round
 * claimed.
 */
export function deliverQueuedEmailsSoon(payload: Payload): Promise<number> {
  askedAgain = true
  if (round) return round
  round = (async () => {
    let claimed = 0
    try {
      while (askedAgain) {
        askedAgain = false
        claimed += await deliverQueuedEmails(payload)
      }
    } catch (err) {
      payload.logger.error({ err, msg: 'outbox' })
    } finally {
      round = null
    }
    return claimed
  })()
  // A shutdown waits for the round (a message sent but not yet marked would go again).
  trackBackgroundWork(round)
  return round
}
