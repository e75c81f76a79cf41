import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as registerRoute from '@/app/(payload)/api/register/route'
import { changeEmail } from '@/server/accounts/change-email'
import { sqlDatabase } from '@/server/db/sql-database'
import { AppError } from '@/server/errors/app-error'
import { clientIpHeader } from '@/server/http/request-context'
import { completeSocialSignIn } from '@/server/social/complete-social-sign-in'

import { aClient, anEmail, registerAccount, strongPassword } from '../support/accounts'
import { testPayload } from '../support/payload'
import { anIp } from '../support/rest'

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

/**
 * Issue 21: an operation that writes more than once commits all of it or nothing. The database is
 * made to fail part-way (a trigger refusing one row, for marked addresses only), as an outage
 * would; and such a failure is an error, never "the address is already registered".
 */
describe('account operations in one transaction', () => {
  let payload: Payload
  const db = () => sqlDatabase(payload)

  beforeAll(async () => {
    payload = await testPayload()
    // One function a table: PL/pgSQL reads every column an expression names, of NEW's own table.
    const refuse = (table: string, condition: string) =>
      db().execute(
        sql.raw(`
          create or replace function fail_marked_${table}() returns trigger language plpgsql as $$
          begin
            if ${condition} then raise exception 'simulated failure of ${table}'; end if;
            return new;
          end $$;
          create trigger fail_marked_${table} before insert on ${table}
            for each row execute function fail_marked_${table}();`),
      )
    await refuse('investors', `new.email like 'outage.%'`)
    await refuse(
      'account_tokens',
      `exists (select 1 from investors where id = new.investor_id and email like 'no-token.%')`,
    )
    await refuse('social_identities', `new.subject like 'no-link-%'`)
    await refuse('email_outbox', `new."to" like 'no-mail.%'`)
  })

  afterAll(async () => {
    for (const table of ['investors', 'account_tokens', 'social_identities', 'email_outbox'])
      await db().execute(
        sql.raw(`
          drop trigger if exists fail_marked_${table} on ${table};
          drop function if exists fail_marked_${table}();`),
      )
  })

  const accountsWith = async (email: string) =>
    (await payload.count({ collection: 'investors', where: { email: { equals: email } } }))
      .totalDocs

  it('leaves no account when the activation link cannot be written, and the address free', async () => {
    const email = anEmail('no-token')
    const failure = await registerAccount(payload, email).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(AppError)
    expect(await accountsWith(email)).toBe(0)
    // The address was never taken: the same person registers once the fault is gone.
    const renamed = email.replace(/^no-token\./, 'retry.')
    expect(await registerAccount(payload, renamed)).toBeGreaterThan(0)
    expect(await accountsWith(renamed)).toBe(1)
  })

  it('answers a database failure with 500 and its code, not "already registered"', async () => {
    const email = anEmail('outage')
    const response = await registerRoute.POST(
      new NextRequest('http://localhost/api/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [clientIpHeader]: anIp() },
        body: JSON.stringify({
          accountKind: 'investor',
          name: 'Dana Cohen',
          email,
          phone: '050-123-4567',
          password: strongPassword,
          confirmPassword: strongPassword,
          agree: true,
          locale: 'en',
        }),
      }),
    )
    expect(response.status).toBe(500)
    expect((await response.json()).error.code).toBe('INTERNAL')
    expect(await accountsWith(email)).toBe(0)
  })

  it('answers two registrations of one address at once with one account and one refusal', async () => {
    const email = anEmail('twice')
    const results = await Promise.allSettled([
      registerAccount(payload, email),
      registerAccount(payload, email),
    ])
    const refused = results.filter((result) => result.status === 'rejected')
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'REGISTRATION_FAILED',
    })
    expect(await accountsWith(email)).toBe(1)
  })

  it('opens no account by social sign-in unless its link to the provider is written too', async () => {
    const email = anEmail('social')
    const profile = { subject: `no-link-${Date.now()}`, email, emailVerified: true, name: 'Noa' }
    await expect(completeSocialSignIn(payload, 'google', profile, aClient())).rejects.toThrow()
    expect(await accountsWith(email)).toBe(0)
    const signedIn = await completeSocialSignIn(
      payload,
      'google',
      { ...profile, subject: `linked-${Date.now()}` },
      aClient(),
    )
    expect(signedIn.kind).toBe('signedIn')
    expect(await accountsWith(email)).toBe(1)
  })

  it('keeps the earlier e-mail change link when the new one cannot be e-mailed', async () => {
    const id = await registerAccount(payload, anEmail('changer'))
    const unusedLinks = async () =>
      (
        await payload.find({
          collection: 'account-tokens',
          where: {
            investor: { equals: id },
            purpose: { equals: 'change-email' },
            usedAt: { exists: false },
          },
          depth: 0,
        })
      ).docs.map((token) => token.id)
    await changeEmail(payload, id, { currentPassword: strongPassword, email: anEmail('first') })
    const sent = await unusedLinks()
    expect(sent).toHaveLength(1)
    await expect(
      changeEmail(payload, id, { currentPassword: strongPassword, email: anEmail('no-mail') }),
    ).rejects.toThrow()
    // The failed attempt neither voided the link sent nor left one that was never sent.
    expect(await unusedLinks()).toEqual(sent)
  })
})
