import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { logInInvestor } from '@/server/accounts/log-in-investor'
import { privateCookieName, sessionCookieName } from '@/server/auth/session-cookie'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'
import { answerChallenge } from '@/server/otp/answer-challenge'

import { aClient, failureOf, strongPassword } from '../support/accounts'
import { anAccountToVerify } from '../support/otp'
import { testPayload } from '../support/payload'
import { anIp, restCall } from '../support/rest'
import { failNextSms, smsCount } from '../support/sms-gateway-stub'
import { waitForMessage } from '../support/mail-catcher'
import { intMail, intSms } from './stub-ports'

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('one-time codes', () => {
  let payload: Payload
  const run = (query: ReturnType<typeof sql>) => sqlDatabase(payload).execute(query)
  /** Makes the account's newest code look older, as if the resend timer had run out. */
  const age = (investorId: number, seconds: number) =>
    run(sql`update otp_challenges set created_at = created_at - make_interval(secs => ${seconds})
            where investor_id = ${investorId}`)

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('sends six digits to the phone on file, in the account language, and stores only a keyed hash', async () => {
    const account = await anAccountToVerify(payload, { locale: 'he' })
    const logged: string[] = []
    for (const level of ['info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
        logged.push(JSON.stringify(args))
      }) as never)
    }
    const since = Date.now()
    // The client names another phone: the code still goes only to the account's own number.
    const sent = await account.send({ phone: '+15555550100', method: 'sms' })
    vi.restoreAllMocks()
    const code = await account.smsCode(since)
    expect(code).toMatch(/^\d{6}$/)
    expect(sent.sentTo).toMatch(/^\+972•+\d{2}$/)
    expect(await smsCount(intSms.url, '+15555550100')).toBe(0)
    const [message] = (await (
      await fetch(`${intSms.url}/messages?to=${encodeURIComponent(account.phone)}`)
    ).json()) as { body: string; from: string }[]
    expect(message?.body).toContain('קוד האימות')
    expect(message?.from).toBe('CrowdTest')

    const stored = await run(sql`
      select c.*, (select count(*) from sms_outbox o where o.text like ${'%' + code + '%'}) as texts
      from otp_challenges c where c.investor_id = ${account.id}`)
    const { destination, ...row } = stored.rows[0] as Record<string, unknown>
    expect(destination).toBe(account.phone)
    expect(JSON.stringify(row)).not.toContain(code)
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(Number(row.texts)).toBe(0)
    expect(logged.join('\n')).not.toContain(code)
  })

  it('a wrong code is refused; the right one verifies the phone once, and the ticket is spent', async () => {
    const account = await anAccountToVerify(payload)
    const since = Date.now()
    await account.send()
    const code = await account.smsCode(since)

    expect((await failureOf(account.verify(otherCode(code)))).code).toBe('OTP_INVALID')
    const verified = await account.verify(code)
    expect(verified.phoneVerified).toBe(true)
    expect(verified.codeVerifiedAt).toBeTruthy()
    // Used once: the same code again, and the same ticket again, are refused.
    expect((await failureOf(account.verify(code))).code).toBe('VERIFICATION_NOT_STARTED')
  })

  it('an expired code is refused', async () => {
    const account = await anAccountToVerify(payload)
    const since = Date.now()
    await account.send()
    const code = await account.smsCode(since)
    await run(sql`update otp_challenges set expires_at = now() - interval '1 second'
                  where investor_id = ${account.id}`)
    expect((await failureOf(account.verify(code))).code).toBe('OTP_INVALID')
  })

  it('after five wrong guesses even the right code is refused', async () => {
    const account = await anAccountToVerify(payload)
    const since = Date.now()
    await account.send()
    const code = await account.smsCode(since)
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await failureOf(account.verify(otherCode(code)))).code).toBe('OTP_INVALID')
    }
    expect((await failureOf(account.verify(code))).code).toBe('OTP_INVALID')
  })

  it('guesses sent at the same moment cannot pass the limit of five', async () => {
    const account = await anAccountToVerify(payload)
    const since = Date.now()
    await account.send()
    const code = await account.smsCode(since)
    await Promise.allSettled(Array.from({ length: 12 }, () => account.verify(otherCode(code))))
    const guesses = await run(
      sql`select guesses from otp_challenges where investor_id = ${account.id}`,
    )
    expect(Number((guesses.rows[0] as { guesses: string }).guesses)).toBe(5)
  })

  it("a code answers only its own challenge: not another account's, not the one a resend replaced", async () => {
    const first = await anAccountToVerify(payload)
    const second = await anAccountToVerify(payload)
    let since = Date.now()
    await first.send()
    const firstCode = await first.smsCode(since)
    const secondChallenge = await second.send()
    const secondCode = await second.smsCode(since)

    // The second account's challenge with the first account's code (and ticket): refused.
    const crossed = await failureOf(
      answerChallenge(
        payload,
        {
          headers: new Headers(),
          body: {
            challenge_id: secondChallenge.challengeId,
            code: firstCode,
            verification_token: first.ticket,
          },
        },
        aClient(),
        'bearer',
      ),
    )
    expect(crossed.code).toBe('VERIFICATION_NOT_STARTED')
    // (Two random codes agree once in a million: then there is nothing to tell apart.)
    if (secondCode !== firstCode) {
      expect((await failureOf(second.verify(firstCode))).code).toBe('OTP_INVALID')
    }

    await age(first.id, 61)
    since = Date.now()
    await first.send({}, 'resend')
    const newCode = await first.smsCode(since)
    if (newCode !== firstCode) {
      expect((await failureOf(first.verify(firstCode))).code).toBe('OTP_INVALID')
    }
    expect((await first.verify(newCode)).phoneVerified).toBe(true)
  })

  it('codes to one phone are 60 s apart: a repeated send answers with the code on its way', async () => {
    const account = await anAccountToVerify(payload)
    const first = await account.send()
    const again = await account.send()
    expect(again.challengeId).toBe(first.challengeId)
    expect(again.resendInSeconds).toBeGreaterThan(50)
    expect(await smsCount(intSms.url, account.phone)).toBe(1)

    const early = await failureOf(account.send({}, 'resend'))
    expect(early.code).toBe('RATE_LIMITED')
    expect(early.details.retryAfterSeconds).toBeGreaterThan(50)
  })

  it('at most five codes an hour to one phone', async () => {
    const account = await anAccountToVerify(payload)
    for (let sent = 0; sent < 5; sent += 1) {
      await account.send({}, 'resend')
      await age(account.id, 61)
    }
    expect((await failureOf(account.send({}, 'resend'))).code).toBe('RATE_LIMITED')
    expect(await smsCount(intSms.url, account.phone)).toBe(5)
  })

  it('at most five codes an hour from one IP', async () => {
    const client = aClient()
    for (let sent = 0; sent < 5; sent += 1) {
      await (await anAccountToVerify(payload, { client })).send()
    }
    const sixth = await anAccountToVerify(payload, { client })
    expect((await failureOf(sixth.send())).code).toBe('RATE_LIMITED')
    expect(await smsCount(intSms.url, sixth.phone)).toBe(0)
  })

  it('without a ticket, or with the ticket of another account, no code is sent or checked', async () => {
    const account = await anAccountToVerify(payload)
    const other = await anAccountToVerify(payload)
    const withOthersTicket = await failureOf(account.send({ verification_token: other.ticket }))
    expect(withOthersTicket.code).toBe('VERIFICATION_NOT_STARTED')
    expect((await failureOf(account.send({ verification_token: '' }))).code).toBe(
      'VERIFICATION_NOT_STARTED',
    )
    expect(await smsCount(intSms.url, account.phone)).toBe(0)
  })

  it('a refused delivery fails clearly and does not hold back the next try', async () => {
    const account = await anAccountToVerify(payload)
    await failNextSms(intSms.url, account.phone)
    expect((await failureOf(account.send())).code).toBe('OTP_SEND_FAILED')
    const failed = await payload.find({
      collection: 'sms-outbox',
      where: { to: { equals: account.phone } },
    })
    expect(failed.docs.map((doc) => doc.status)).toEqual(['failed'])
    const since = Date.now()
    await account.send({}, 'resend')
    expect(await account.smsCode(since)).toMatch(/^\d{6}$/)
  })

  it('by e-mail: the code arrives at the address, no copy is kept, and it confirms the e-mail', async () => {
    const account = await anAccountToVerify(payload)
    const sent = await account.send({ method: 'email' })
    expect(sent.sentTo).toBe(account.email)
    const message = await waitForMessage(intMail.url, account.email, (m) =>
      /\b\d{6}\b/.test(m.text),
    )
    const code = message.text.match(/\b(\d{6})\b/)?.[1] as string
    const outbox = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: account.email } },
    })
    for (const kept of outbox.docs) expect(`${kept.text} ${kept.html}`).not.toContain(code)
    const verified = await account.verify(code)
    expect(verified.emailVerified).toBe(true)
    expect(verified.codeVerifiedAt).toBeTruthy()
  })

  describe('when the administrator requires verification before sign-in', () => {
    beforeAll(() =>
      payload.updateGlobal({ slug: 'account-security', data: { phoneVerificationRequired: true } }),
    )
    afterAll(() =>
      payload.updateGlobal({
        slug: 'account-security',
        data: { phoneVerificationRequired: false },
      }),
    )

    it('login starts no session but gives a ticket; after the code, login signs in', async () => {
      const account = await anAccountToVerify(payload)
      const credentials = { email: account.email, password: strongPassword }
      const waiting = await logInInvestor(payload, credentials, aClient(), 'cookie')
      expect(waiting.requiresPhoneVerification).toBe(true)
      expect(waiting.session).toBeNull()
      expect(waiting.verificationTicket).toMatch(/^pvt_/)

      const since = Date.now()
      await account.send({ verification_token: waiting.verificationTicket })
      await account.verify(await account.smsCode(since), {
        verification_token: waiting.verificationTicket,
      })
      const signedIn = await logInInvestor(payload, credentials, aClient(), 'cookie')
      expect(signedIn.requiresPhoneVerification).toBe(false)
      expect(signedIn.session?.token).toMatch(/^inv_/)
    })

    it('answering the challenge by id signs in at once (POST /api/verify-otp)', async () => {
      const account = await anAccountToVerify(payload)
      const since = Date.now()
      const { challengeId } = await account.send()
      const answer = (code: string) =>
        answerChallenge(
          payload,
          {
            headers: new Headers(),
            body: { challenge_id: challengeId, code, verification_token: account.ticket },
          },
          aClient(),
          'bearer',
        )
      const code = await account.smsCode(since)
      expect((await failureOf(answer(otherCode(code)))).code).toBe('OTP_INVALID')
      const signedIn = await answer(code)
      expect(signedIn.investorId).toBe(account.id)
      expect(signedIn.session?.token).toMatch(/^inv_/)
    })
  })

  describe('through the API routes (their contracts)', () => {
    const post = (path: string, json: Record<string, unknown>, cookie?: string) =>
      restCall('POST', path, {
        json,
        headers: { [clientIpHeader]: anIp(), ...(cookie ? { cookie } : {}) },
      })
    const hebrew = expect.stringMatching(/[\u0590-\u05FF]/)

    it('refuses a bad body field by field, in the language asked for', async () => {
      const refused = await post('/api/otp/send', { method: 'fax', locale: 'he' })
      expect(refused.status).toBe(400)
      const { error } = (await refused.json()) as { error: { code: string; fields: object } }
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(error.fields).toEqual({
        user_id: { key: 'required', message: hebrew },
        method: { key: 'badRequest', message: hebrew },
      })
      const badCode = await post('/api/verify-otp', { challenge_id: 'x', code: '12', locale: 'he' })
      expect(((await badCode.json()) as { error: { fields: object } }).error.fields).toEqual({
        challenge_id: { key: 'otpInvalid', message: hebrew },
        code: { key: 'otpInvalid', message: hebrew },
      })
    })

    it('the site answers a challenge with the ticket’s cookie: a session’s cookies, the ticket’s cleared', async () => {
      const account = await anAccountToVerify(payload)
      const ticketCookie = `${privateCookieName('phone_verification')}=${account.ticket}`
      const since = Date.now()
      const sent = await post('/api/otp/send', { user_id: account.id }, ticketCookie)
      expect(sent.status).toBe(200)
      const answer = (await sent.json()) as { challenge_id: string }
      expect(answer).toEqual({
        success: true,
        challenge_id: expect.any(String),
        method: 'sms',
        sent_to: expect.stringMatching(/^\+972•+\d{2}$/),
        expires_in: 600,
        resend_in: 60,
      })
      const code = await account.smsCode(since)
      const verified = await post(
        '/api/verify-otp',
        { challenge_id: answer.challenge_id, code, session: 'cookie' },
        ticketCookie,
      )
      expect(verified.status).toBe(200)
      expect(await verified.json()).toEqual({
        success: true,
        token: null,
        token_type: 'Bearer',
        expires_in: expect.any(Number),
        user_id: account.id,
        requires_second_factor: false,
      })
      const cookies = verified.headers.getSetCookie()
      expect(cookies).toContainEqual(expect.stringMatching(`^${sessionCookieName()}=inv_`))
      expect(cookies).toContainEqual(
        expect.stringMatching(`^${privateCookieName('phone_verification')}=;`),
      )
    })
  })
})
