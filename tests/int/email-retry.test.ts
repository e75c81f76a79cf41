import { createServer } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliverQueuedEmails } from '@/server/email/deliver-queued-emails'
import { queueEmail } from '@/server/email/queue-email'

import { anEmail } from '../support/accounts'
import { startMailCatcher, waitForMessage } from '../support/mail-catcher'
import { testPayload } from '../support/payload'

/** A port nothing listens on (yet): this file's mail server, down until a test starts it. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const smtpPort = await freePort()
const httpPort = await freePort()
// Read when Payload starts (testPayload below): this file's Payload sends to its own server.
process.env.SMTP_PORT = String(smtpPort)

describe('e-mail while the mail server is down', () => {
  let payload: Payload
  let mail: Awaited<ReturnType<typeof startMailCatcher>> | null = null

  beforeAll(async () => {
    payload = await testPayload()
  })

  afterAll(async () => {
    await mail?.stop()
  })

  async function outboxRow(to: string) {
    const { docs } = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: to } },
      overrideAccess: true,
    })
    return docs[0]!
  }

  it('is kept, retried by the delivery job with growing waits, and arrives once the server answers', async () => {
    const to = anEmail('retry')
    await queueEmail(payload, { to, template: 'addressInUse', locale: 'he', values: {} })

    // The scheduled job's run, with nothing listening on the SMTP port.
    await payload.jobs.queue({ task: 'deliverEmails', input: {} })
    await payload.jobs.run({ queue: 'default' })
    const failed = await outboxRow(to)
    expect(failed.status).toBe('failed')
    expect(failed.attempts).toBe(1)
    expect(failed.lastError).toBeTruthy()
    // The waits count from the failed attempt's time (the run's start), not from this line: on a
    // busy machine the run and this read alone can take many seconds.
    const minutesLater = (minutes: number) =>
      new Date(new Date(failed.updatedAt).getTime() + minutes * 60_000)

    // Not tried again before its minute; tried (and failed again) after it.
    await deliverQueuedEmails(payload, minutesLater(0.5))
    expect((await outboxRow(to)).attempts).toBe(1)
    await deliverQueuedEmails(payload, minutesLater(1.1))
    expect((await outboxRow(to)).attempts).toBe(2)

    // The server is back; the second wait is two minutes.
    mail = await startMailCatcher({ smtpPort, httpPort })
    await deliverQueuedEmails(payload, minutesLater(2.5))
    expect((await outboxRow(to)).status).toBe('failed')
    await deliverQueuedEmails(payload, minutesLater(3.2))
    const sent = await outboxRow(to)
    expect(sent.status).toBe('sent')
    expect(sent.attempts).toBe(3)
    const received = await waitForMessage(`http://127.0.0.1:${httpPort}`, to)
    expect(received.subject).toBeTruthy()
    expect(mail.messages.filter((message) => message.to.includes(to))).toHaveLength(1)
  })

  it('gives up on a message three days old: its links have expired', async () => {
    mail ??= await startMailCatcher({ smtpPort, httpPort })
    const to = anEmail('stale')
    await queueEmail(payload, { to, template: 'addressInUse', locale: 'en', values: {} })
    const row = await outboxRow(to)
    await payload.update({
      collection: 'email-outbox',
      id: row.id,
      data: { status: 'failed', attempts: 4 },
      overrideAccess: true,
    })
    await deliverQueuedEmails(payload, new Date(Date.now() + 3 * 86_400_000 + 60_000))
    expect((await outboxRow(to)).status).toBe('failed')
    expect(mail.messages.filter((message) => message.to.includes(to))).toHaveLength(0)
  })
})
