import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as login from '@/app/(payload)/api/login/route'
import * as secondFactor from '@/app/(payload)/api/login/second-factor/route'
import * as confirm from '@/app/(payload)/api/catalog/user/two-factor/confirm/route'
import * as disable from '@/app/(payload)/api/catalog/user/two-factor/disable/route'
import * as setup from '@/app/(payload)/api/catalog/user/two-factor/setup/route'
import { newTotpSecret, totpCode } from '@/domain/auth/totp'
import { clientIpHeader } from '@/server/http/request-context'
import { answerSignInCode } from '@/server/investor-two-factor/answer-sign-in-code'
import { recommendTwoFactor } from '@/server/investor-two-factor/recommend-two-factor'
import { investorTotpSealPurpose } from '@/server/investor-two-factor/seal-purpose'
import { answerChallenge } from '@/server/otp/answer-challenge'
import { sealValue } from '@/server/security/sealed-value'
import { completeSocialSignIn } from '@/server/social/complete-social-sign-in'

import { aClient, anEmail, registerAccount, strongPassword } from '../support/accounts'
import { anAccountToVerify } from '../support/otp'
import { testPayload } from '../support/payload'

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Handler = (request: NextRequest) => Promise<Response>
type Answer = { status: number; body: Record<string, unknown>; cookies: string[] }

/** A browser of its own (an address, a cookie jar), posting as the site does. */
function aBrowser(ip = aClient().ip) {
  const jar = new Map<string, string>()
  const post = async (handler: Handler, path: string, body: unknown): Promise<Answer> => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await handler(
      new NextRequest(`http://localhost${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          [clientIpHeader]: ip,
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    )
    const cookies = response.headers.getSetCookie()
    for (const line of cookies) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      if (value.join('=')) jar.set(name!, value.join('='))
      else jar.delete(name!)
    }
    return { status: response.status, body: (await response.json()) as never, cookies }
  }
  const signedIn = () => jar.has('investor_session')
  const logIn = (email: string, password = strongPassword) =>
    post(login.POST, '/api/login', { login: email, password })
  const answerCode = (code: string) => post(secondFactor.POST, '/api/login/second-factor', { code })
  return { post, jar, signedIn, logIn, answerCode }
}

const errorCode = (answer: Answer) => (answer.body.error as { code: string } | undefined)?.code

/** A time in the next 30-second step: a code of its own, not the one just spent. */
const nextStep = (steps = 1) => Date.now() + steps * 30_000

describe('two-step sign-in for investors', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  /** An investor who turned it on from their profile; their key and recovery codes. */
  async function investorWithTwoFactor() {
    const email = anEmail('two-step')
    const id = await registerAccount(payload, email)
    const browser = aBrowser()
    expect((await browser.logIn(email)).status).toBe(200)
    const started = await browser.post(setup.POST, '/api/catalog/user/two-factor/setup', {})
    expect(started.status).toBe(200)
    const secret = started.body.secret as string
    expect(started.body.qr_svg).toContain('<svg')
    expect(started.body.uri).toContain('otpauth://totp/')
    const confirmed = await browser.post(confirm.POST, '/api/catalog/user/two-factor/confirm', {
      code: totpCode(secret),
    })
    expect(confirmed.status).toBe(200)
    const recoveryCodes = confirmed.body.recovery_codes as string[]
    return { id, email, secret, recoveryCodes, browser }
  }

  it('turns on with a confirming code: ten recovery codes once, the key sealed, audited', async () => {
    const email = anEmail('two-step')
    const id = await registerAccount(payload, email)
    const browser = aBrowser()
    await browser.logIn(email)
    const started = await browser.post(setup.POST, '/api/catalog/user/two-factor/setup', {})
    const secret = started.body.secret as string

    const wrong = await browser.post(confirm.POST, '/api/catalog/user/two-factor/confirm', {
      code: totpCode(secret, Date.now() - 10 * 60_000),
    })
    expect(wrong.status).toBe(400)
    expect(errorCode(wrong)).toBe('TWO_FACTOR_CODE_INVALID')
    let stored = await payload.findByID({ collection: 'investors', id, showHiddenFields: true })
    expect(stored.twoFactorEnabledAt).toBeFalsy()

    const confirmed = await browser.post(confirm.POST, '/api/catalog/user/two-factor/confirm', {
      code: totpCode(secret),
    })
    expect(confirmed.status).toBe(200)
    const codes = confirmed.body.recovery_codes as string[]
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)

    stored = await payload.findByID({ collection: 'investors', id, showHiddenFields: true })
    expect(stored.twoFactorEnabledAt).toBeTruthy()
    expect(stored.twoFactorSecret).toMatch(/^s1\./)
    expect(stored.twoFactorSecret).not.toContain(secret)
    expect(JSON.stringify(stored.twoFactorRecoveryCodes)).not.toContain(codes[0])
    // What the owner (or an administrator) reads through the API carries none of it.
    const asOwner = await payload.findByID({ collection: 'investors', id, depth: 0 })
    expect(asOwner).not.toHaveProperty('twoFactorSecret')

    const again = await browser.post(setup.POST, '/api/catalog/user/two-factor/setup', {})
    expect(errorCode(again)).toBe('TWO_FACTOR_ALREADY_ON')

    const audit = await payload.find({
      collection: 'audit-log',
      where: { investor: { equals: id } },
      depth: 0,
    })
    expect(audit.docs.map((entry) => entry.action)).toContain('investor.two-factor-enabled')
  })

  it('refuses to confirm before a key was asked for, without a 500', async () => {
    const email = anEmail('two-step')
    await registerAccount(payload, email)
    const browser = aBrowser()
    await browser.logIn(email)
    const early = await browser.post(confirm.POST, '/api/catalog/user/two-factor/confirm', {
      code: '123456',
    })
    expect(early.status).toBe(409)
    expect(errorCode(early)).toBe('TWO_FACTOR_SETUP_NOT_STARTED')
    const malformed = await browser.post(confirm.POST, '/api/catalog/user/two-factor/confirm', {
      code: { $ne: 1 },
    })
    expect(malformed.status).toBe(400)
  })

  it('then asks for a code at sign-in: the password alone starts no session', async () => {
    const { email, secret } = await investorWithTwoFactor()
    const browser = aBrowser()
    const first = await browser.logIn(email)
    expect(first.status).toBe(200)
    expect(first.body.requires_second_factor).toBe(true)
    expect(browser.signedIn()).toBe(false)
    expect(first.body).not.toHaveProperty('second_factor_token')

    const answered = await browser.answerCode(totpCode(secret, nextStep()))
    expect(answered.status).toBe(200)
    expect(answered.body.user_id).toBeTypeOf('number')
    expect(browser.signedIn()).toBe(true)

    // The ticket was spent: answering again starts nothing.
    const replay = await browser.answerCode(totpCode(secret, nextStep(2)))
    expect(errorCode(replay)).toBe('TWO_FACTOR_SIGN_IN_EXPIRED')
  })

  it('gives an API client the ticket in the answer, and the token after the code', async () => {
    const { email, secret } = await investorWithTwoFactor()
    const browser = aBrowser()
    const first = await browser.post(login.POST, '/api/login', {
      login: email,
      password: strongPassword,
      session: 'bearer',
    })
    expect(first.body.token).toBeNull()
    const ticket = first.body.second_factor_token as string
    expect(ticket).toMatch(/^sft/)
    browser.jar.clear()
    const answered = await browser.post(secondFactor.POST, '/api/login/second-factor', {
      second_factor_token: ticket,
      code: totpCode(secret, nextStep()),
      session: 'bearer',
    })
    expect(answered.status).toBe(200)
    expect(answered.body.token).toBeTypeOf('string')
  })

  it('refuses a code without a ticket', async () => {
    const { secret } = await investorWithTwoFactor()
    const stranger = aBrowser()
    const answer = await stranger.answerCode(totpCode(secret, nextStep()))
    expect(answer.status).toBe(401)
    expect(errorCode(answer)).toBe('TWO_FACTOR_SIGN_IN_EXPIRED')
  })

  it('refuses a wrong code and counts it per account and address: ten, then 429', async () => {
    const { email, secret } = await investorWithTwoFactor()
    const browser = aBrowser()
    await browser.logIn(email)
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = await browser.answerCode('000000')
      expect(wrong.status).toBe(400)
      expect(errorCode(wrong)).toBe('TWO_FACTOR_CODE_INVALID')
    }
    const right = await browser.answerCode(totpCode(secret, nextStep()))
    expect(right.status).toBe(429)
    expect(browser.signedIn()).toBe(false)

    // Another address (the owner's phone) is not held back by those guesses.
    const owner = aBrowser()
    await owner.logIn(email)
    const fromOwner = await owner.answerCode(totpCode(secret, nextStep()))
    expect(fromOwner.status).toBe(200)
    expect(owner.signedIn()).toBe(true)
  })

  it('accepts each code once: the same code twice is refused', async () => {
    const { email, secret } = await investorWithTwoFactor()
    const code = totpCode(secret, nextStep())
    const first = aBrowser()
    await first.logIn(email)
    expect((await first.answerCode(code)).status).toBe(200)

    const second = aBrowser()
    await second.logIn(email)
    const replay = await second.answerCode(code)
    expect(replay.status).toBe(400)
    expect(errorCode(replay)).toBe('TWO_FACTOR_CODE_INVALID')
    expect(second.signedIn()).toBe(false)
  })

  it('takes the same code from two sign-ins at once only once', async () => {
    const { email, secret } = await investorWithTwoFactor()
    const code = totpCode(secret, nextStep())
    const browsers = [aBrowser(), aBrowser()]
    for (const browser of browsers) await browser.logIn(email)
    const answers = await Promise.all(browsers.map((browser) => browser.answerCode(code)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
  })

  it('signs in with a recovery code once, audited', async () => {
    const { id, email, recoveryCodes } = await investorWithTwoFactor()
    const recovery = recoveryCodes[3]!
    const first = aBrowser()
    await first.logIn(email)
    const used = await first.answerCode(` ${recovery.toUpperCase()} `)
    expect(used.status).toBe(200)
    expect(first.signedIn()).toBe(true)

    const second = aBrowser()
    await second.logIn(email)
    const again = await second.answerCode(recovery)
    expect(errorCode(again)).toBe('TWO_FACTOR_CODE_INVALID')
    // The other nine still work.
    expect((await second.answerCode(recoveryCodes[4]!)).status).toBe(200)

    const audit = await payload.find({
      collection: 'audit-log',
      where: { investor: { equals: id }, action: { equals: 'investor.recovery-code-used' } },
      depth: 0,
    })
    expect(audit.docs).toHaveLength(2)
  })

  it('turns off only with the current password and a code', async () => {
    const { id, email, secret, browser } = await investorWithTwoFactor()
    const disableWith = (body: Record<string, unknown>) =>
      browser.post(disable.POST, '/api/catalog/user/two-factor/disable', body)

    const noCode = await disableWith({ currentPassword: strongPassword })
    expect(noCode.status).toBe(400)
    const wrongPassword = await disableWith({
      currentPassword: 'Wrong-Password-77',
      code: totpCode(secret, nextStep()),
    })
    expect(wrongPassword.status).toBe(400)
    expect((wrongPassword.body.error as { fields: object }).fields).toHaveProperty(
      'currentPassword',
    )
    const wrongCode = await disableWith({ currentPassword: strongPassword, code: '000000' })
    expect(errorCode(wrongCode)).toBe('TWO_FACTOR_CODE_INVALID')
    let stored = await payload.findByID({ collection: 'investors', id })
    expect(stored.twoFactorEnabledAt).toBeTruthy()

    const done = await disableWith({
      currentPassword: strongPassword,
      code: totpCode(secret, nextStep()),
    })
    expect(done.status).toBe(200)
    stored = await payload.findByID({ collection: 'investors', id, showHiddenFields: true })
    expect(stored.twoFactorEnabledAt).toBeFalsy()
    expect(stored.twoFactorSecret).toBeFalsy()

    // Signing in is back to the password alone.
    const later = aBrowser()
    const answer = await later.logIn(email)
    expect(answer.body.requires_second_factor).toBe(false)
    expect(later.signedIn()).toBe(true)

    const audit = await payload.find({
      collection: 'audit-log',
      where: { investor: { equals: id }, action: { equals: 'investor.two-factor-disabled' } },
      depth: 0,
    })
    expect(audit.docs).toHaveLength(1)
  })

  it('leaves investors without it signing in with the password alone', async () => {
    const email = anEmail('one-step')
    await registerAccount(payload, email)
    const browser = aBrowser()
    const answer = await browser.logIn(email)
    expect(answer.body.requires_second_factor).toBe(false)
    expect(browser.signedIn()).toBe(true)
  })

  it('asks for the code after a social sign-in too', async () => {
    const { id, email } = await investorWithTwoFactor()
    await payload.create({
      collection: 'social-identities',
      data: { provider: 'google', subject: `g-${id}`, investor: id, email },
    })
    const result = await completeSocialSignIn(
      payload,
      'google',
      { subject: `g-${id}`, email, emailVerified: true, name: 'Dana Cohen' },
      aClient(),
    )
    expect(result.kind).toBe('secondFactor')
  })

  it('recommends it before a first investment, and not once it is on', async () => {
    const email = anEmail('advice')
    const id = await registerAccount(payload, email)
    const fresh = await payload.findByID({ collection: 'investors', id, depth: 0 })
    expect(await recommendTwoFactor(payload, fresh)).toBe(true)

    const { id: protectedId } = await investorWithTwoFactor()
    const protectedInvestor = await payload.findByID({
      collection: 'investors',
      id: protectedId,
      depth: 0,
    })
    expect(await recommendTwoFactor(payload, protectedInvestor)).toBe(false)
  })

  it('asks for the code after the phone code too, when that step signs in (POST /api/verify-otp)', async () => {
    const account = await anAccountToVerify(payload)
    const secret = newTotpSecret()
    await payload.db.updateOne({
      collection: 'investors',
      id: account.id,
      data: {
        twoFactorSecret: sealValue(investorTotpSealPurpose, secret),
        twoFactorRecoveryCodes: [],
        twoFactorEnabledAt: new Date().toISOString(),
      },
    })
    const since = Date.now()
    const { challengeId } = await account.send()
    const code = await account.smsCode(since)
    const answered = await answerChallenge(
      payload,
      {
        headers: new Headers(),
        body: { challenge_id: challengeId, code, verification_token: account.ticket },
      },
      account.client,
      'bearer',
    )
    expect(answered.session).toBeNull()
    expect(answered.secondFactorTicket).toMatch(/^sft/)

    const signedIn = await answerSignInCode(
      payload,
      {
        headers: new Headers(),
        body: { second_factor_token: answered.secondFactorTicket, code: totpCode(secret) },
      },
      account.client,
      'bearer',
    )
    expect(signedIn.session.token).toMatch(/^inv_/)
  })
})
