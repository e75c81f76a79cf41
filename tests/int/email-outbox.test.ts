import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sqlDatabase } from '@/server/db/sql-database'

import { anEmail, receive, registerAccount } from '../support/accounts'
import { linkFrom } from '../support/mail-catcher'
import { testPayload } from '../support/payload'
import { restCall, staffCaller, type StaffCaller } from '../support/rest'

/** What is stored for a message, read straight from the table (as a copy of the database would). */
async function storedBody(payload: Payload, to: string): Promise<string> {
  const rows = await sqlDatabase(payload).execute(
    sql`select coalesce(text, '') || coalesce(html, '') as body from email_outbox where "to" = ${to}`,
  )
  return rows.rows.map((row) => String((row as { body: string }).body)).join('\n')
}

describe('the e-mail outbox', () => {
  let payload: Payload
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffCaller(payload, 'admin')
  })

  it('keeps no usable link in a queued message, and delivers the link whole', async () => {
    const email = anEmail('sealed')
    await registerAccount(payload, email)
    const queued = await storedBody(payload, email)
    expect(queued).not.toBe('')
    expect(queued).not.toContain('/activation')
    expect(queued).not.toContain('code=')

    const [message] = (
      await payload.find({ collection: 'email-outbox', where: { to: { equals: email } } })
    ).docs
    const opened = await restCall('GET', `/api/email-outbox/${message?.id}`, { caller: admin })
    expect(opened.status).toBe(200)
    const shown = (await opened.json()) as Record<string, unknown>
    expect(shown.to).toBe(email)
    expect(shown).not.toHaveProperty('text')
    expect(shown).not.toHaveProperty('html')

    const received = await receive(payload, email)
    expect(linkFrom(received, '/activation')).toContain('code=')
    expect(await storedBody(payload, email)).toBe('')
  })

  it('drops the body of a message printed to the console (no SMTP)', async () => {
    const printed = await payload.create({
      collection: 'email-outbox',
      data: {
        to: 'printed@example.com',
        subject: 'Reset',
        text: 'https://example.com/change-password?token=live',
        status: 'printed',
      },
    })
    expect(await storedBody(payload, 'printed@example.com')).toBe('')
    expect(printed.status).toBe('printed')
  })

  it("writes an audit entry whenever staff open an investor's message", async () => {
    const email = anEmail('audited')
    const investorId = await registerAccount(payload, email)
    const [message] = (
      await payload.find({ collection: 'email-outbox', where: { to: { equals: email } } })
    ).docs
    await restCall('GET', `/api/email-outbox/${message?.id}`, { caller: admin })
    const entries = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ action: { equals: 'email-outbox.opened' } }, { investor: { equals: investorId } }],
      },
    })
    expect(entries.docs).toHaveLength(1)
    const [entry] = entries.docs
    expect(typeof entry?.actor === 'object' ? entry.actor?.id : entry?.actor).toBe(admin.id)
    expect(entry?.details).toMatchObject({ message: message?.id, to: email })
  })
})
