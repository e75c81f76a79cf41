import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as loginRoute from '@/app/(payload)/api/login/route'
import { accountSlowdown } from '@/domain/auth/rate-limit-rules'
import { totpCode } from '@/domain/auth/totp'
import { messagesFor } from '@/i18n/messages'
import { logInInvestor } from '@/server/accounts/log-in-investor'
import { requestPasswordReset } from '@/server/accounts/request-password-reset'
import { resetPassword } from '@/server/accounts/reset-password'
import { clientIpHeader } from '@/server/http/request-context'
import { knownDeviceCookieName, rememberDevice } from '@/server/security/known-device'

import {
  aClient,
  anEmail,
  failureOf,
  registerAccount,
  strongPassword,
  tokenFromEmail,
} from '../support/accounts'
import { testPayload } from '../support/payload'
import { anIp, enrolThroughLink, restCall, staffCaller, staffTestPassword } from '../support/rest'

// Outside Next's request scope `after` cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

const wrong = 'Not-The-Password-1'

/** The cookie header that sends back the `Set-Cookie` of an answer for the named cookie. */
function cookieFrom(response: Response, name: string): string {
  const set = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))
  if (!set) throw new Error(`no ${name} cookie in the answer`)
  return set.split(';')[0] as string
}

// Each password check is slow on purpose (scrypt, PBKDF2): these tests make dozens.
describe('investor sign-in throttling', { timeout: 180_000 }, () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  const logIn = (email: string, password: string, client = aClient()) =>
    logInInvestor(payload, { email, password }, client, 'cookie')

  /**
   * Wrong passwords from a new IP each, until one is told to wait at least `seconds` (so that the
   * next few tries of the test fall inside the wait). The answers' codes.
   */
  async function spray(email: string, seconds: number): Promise<string[]> {
    const codes: string[] = []
    for (let attempt = 0; attempt < 2_000; attempt++) {
      const failure = await failureOf(logIn(email, wrong))
      codes.push(failure.code)
      if (failure.code !== 'RATE_LIMITED') continue
      const retryAfter = failure.details.retryAfterSeconds as number
      expect(retryAfter).toBeGreaterThan(0)
      if (retryAfter >= seconds) return codes
    }
    throw new Error('never slowed')
  }

  it('leaves the owner able to sign in after five wrong passwords from five addresses', async () => {
    const email = anEmail('target')
    await registerAccount(payload, email)
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await failureOf(logIn(email, wrong))).code).toBe('INVALID_CREDENTIALS')
    expect((await logIn(email, strongPassword)).session).not.toBeNull()
  })

  it("blocks the address only for the attacker's IP", async () => {
    const email = anEmail('one-ip')
    await registerAccount(payload, email)
    const attacker = aClient()
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failure = await failureOf(logIn(email, wrong, attacker))
      expect(failure.code).toBe(attempt < 5 ? 'INVALID_CREDENTIALS' : 'PASSWORD_ENTRY_BLOCKED')
    }
    // Even the right password, from that IP: blocked (spec: password entry blocked 2 hours).
    const right = await failureOf(logIn(email, strongPassword, attacker))
    expect(right.code).toBe('PASSWORD_ENTRY_BLOCKED')
    expect(right.status).toBe(423)
    expect((await logIn(email, strongPassword)).session).not.toBeNull()
  })

  it('slows a spray from many addresses with growing waits, never the owner on a known device', async () => {
    const email = anEmail('sprayed')
    const id = await registerAccount(payload, email)
    const ownerBrowser = { ...aClient(), knownDeviceCookie: rememberDevice('investor', id, null) }
    const codes = await spray(email, 3)
    const checked = codes.filter((code) => code === 'INVALID_CREDENTIALS').length
    expect(codes).toContain('RATE_LIMITED')
    // The free tries, then one each time a doubling wait ran out during the test.
    expect(checked).toBeGreaterThan(accountSlowdown.investor.freeFailures)
    expect(checked).toBeLessThanOrEqual(accountSlowdown.investor.freeFailures + 6)

    // An unknown browser waits its turn (it is not locked); the owner's, from any IP, does not.
    const elsewhere = await failureOf(logIn(email, strongPassword))
    expect(elsewhere.code).toBe('RATE_LIMITED')
    expect(
      (await logIn(email, strongPassword, { ...ownerBrowser, ip: anIp() })).session,
    ).toBeTruthy()
    // An address without an account is slowed alike: the slowdown reveals nothing.
    const nobodyCodes = await spray(anEmail('nobody'), 1)
    expect(nobodyCodes.slice(0, 6)).toEqual(codes.slice(0, 6))

    // A password reset ends the slowdown: the owner signs in from a new browser at once.
    await requestPasswordReset(payload, { email }, aClient())
    const token = await tokenFromEmail(payload, email, '/change-password')
    await resetPassword(
      payload,
      { token, password: 'Maple-Rocket-5520', confirmPassword: 'Maple-Rocket-5520' },
      aClient(),
    )
    expect((await logIn(email, 'Maple-Rocket-5520')).session).not.toBeNull()
  })

  it("counts a known device's own wrong passwords against that device alone", async () => {
    const email = anEmail('own-device')
    const id = await registerAccount(payload, email)
    const device = { ...aClient(), knownDeviceCookie: rememberDevice('investor', id, null) }
    for (let attempt = 1; attempt <= 5; attempt++) {
      const failure = await failureOf(logIn(email, wrong, { ...device, ip: anIp() }))
      expect(failure.code).toBe(attempt < 5 ? 'INVALID_CREDENTIALS' : 'PASSWORD_ENTRY_BLOCKED')
    }
    expect((await failureOf(logIn(email, strongPassword, device))).code).toBe(
      'PASSWORD_ENTRY_BLOCKED',
    )
    // Those five counted neither against the account nor against the IPs they came from.
    const sameIp = await logIn(email, strongPassword, { ...device, knownDeviceCookie: null })
    expect(sameIp.session).not.toBeNull()
    expect((await logIn(email, strongPassword)).session).not.toBeNull()
  })

  it("takes no other account's device, nor a forged one, as known", async () => {
    const email = anEmail('forged')
    await registerAccount(payload, email)
    const otherId = await registerAccount(payload, anEmail('other'))
    const other = rememberDevice('investor', otherId, null)
    const genuine = rememberDevice('investor', otherId + 100_000, null)
    const forged = genuine.replace(/\.(\d+)\./, `.${otherId + 1}.`)
    await spray(email, 2)
    for (const knownDeviceCookie of [other, forged, 'd1.investor.1.1.x.y', ''])
      expect(
        (await failureOf(logIn(email, strongPassword, { ...aClient(), knownDeviceCookie }))).code,
      ).toBe('RATE_LIMITED')
  })

  it('answers a slowed try over HTTP with Retry-After and the translated message, and makes a signed-in browser known', async () => {
    const email = anEmail('http')
    await registerAccount(payload, email)
    const post = (password: string, cookie?: string) =>
      loginRoute.POST(
        new NextRequest('http://localhost/api/login', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [clientIpHeader]: anIp(),
            ...(cookie ? { cookie } : {}),
          },
          body: JSON.stringify({ email, password, locale: 'he' }),
        }),
      )
    const signedIn = await post(strongPassword)
    expect(signedIn.status).toBe(200)
    const name = knownDeviceCookieName('investor')
    const setCookie = signedIn.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=strict/i)
    const device = cookieFrom(signedIn, name)

    let slowed: Response | undefined
    for (let attempt = 0; attempt < 20 && !slowed; attempt++) {
      const answer = await post(wrong)
      if (answer.status === 429) slowed = answer
    }
    expect(slowed).toBeDefined()
    expect(Number(slowed?.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await slowed?.json()) as { error: { code: string; message: string } }
    expect(body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: messagesFor('he').ApiErrors.RATE_LIMITED,
    })
    expect((await post(strongPassword, device)).status).toBe(200)
  })
})

type StaffAnswer = {
  status: number
  code: string | undefined
  retryAfter: string | null
  response: Response
}

async function staffLogin(
  fields: { email: string; password: string; code?: string },
  ip: string,
  cookie?: string,
): Promise<StaffAnswer> {
  const response = await restCall('POST', '/api/users/login', {
    headers: { [clientIpHeader]: ip, 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    json: fields,
  })
  const body = (await response.clone().json()) as { errors?: { data?: { code?: string } }[] }
  return {
    status: response.status,
    code: body.errors?.[0]?.data?.code,
    retryAfter: response.headers.get('retry-after'),
    response,
  }
}

describe('staff sign-in throttling', { timeout: 180_000 }, () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('slows 160 wrong passwords from 40 addresses while the owner signs in from a known device', async () => {
    const editor = await staffCaller(payload, 'editor')
    const first = await staffLogin({ email: editor.email, password: staffTestPassword }, anIp())
    expect(first.status).toBe(200)
    const device = cookieFrom(first.response, knownDeviceCookieName('staff'))

    const statuses: number[] = []
    for (let address = 0; address < 40; address++) {
      const ip = anIp()
      for (let guess = 0; guess < 4; guess++) {
        const answer = await staffLogin({ email: editor.email, password: `Guess-${guess}-x1` }, ip)
        statuses.push(answer.status)
        if (answer.status === 429) expect(Number(answer.retryAfter)).toBeGreaterThan(0)
      }
    }
    const checked = statuses.filter((status) => status === 401).length
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(140)
    expect(checked).toBeLessThanOrEqual(accountSlowdown.staff.freeFailures + 6)
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)

    // Until a guess is told to wait a few seconds: then, from a browser the account does not
    // know, the right password waits its turn too; from the owner's known device it signs in.
    for (let guess = 0; guess < 2_000; guess++) {
      const answer = await staffLogin({ email: editor.email, password: 'Guess-x1' }, anIp())
      if (answer.status === 429 && Number(answer.retryAfter) >= 3) break
    }
    const stranger = await staffLogin({ email: editor.email, password: staffTestPassword }, anIp())
    expect(stranger.status).toBe(429)
    const owner = await staffLogin(
      { email: editor.email, password: staffTestPassword },
      anIp(),
      device,
    )
    expect(owner.status).toBe(200)
  })

  it("lifts a staff address's blocks and slowdown when its password is reset", async () => {
    const member = await staffCaller(payload, 'editor')
    const attacker = anIp()
    for (let guess = 0; guess < 5; guess++)
      await staffLogin({ email: member.email, password: wrong }, attacker)
    for (let guess = 0; guess < 2_000; guess++) {
      const answer = await staffLogin({ email: member.email, password: wrong }, anIp())
      if (answer.status === 429 && Number(answer.retryAfter) >= 3) break
    }
    expect(
      (await staffLogin({ email: member.email, password: staffTestPassword }, anIp())).status,
    ).toBe(429)

    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email: member.email },
      disableEmail: true,
    })
    const next = 'Copper-Orchard-Whistle-4471'
    const reset = await restCall('POST', '/api/users/reset-password', {
      headers: { origin: 'http://localhost' },
      json: { token, password: next },
    })
    expect(reset.status).toBe(200)
    // From a new browser, and from the IP that was blocked: signed in at once.
    expect((await staffLogin({ email: member.email, password: next }, anIp())).status).toBe(200)
    expect((await staffLogin({ email: member.email, password: next }, attacker)).status).toBe(200)
  })

  it("counts wrong codes per address: the attacker's IP is stopped, the owner's right code is not", async () => {
    const email = `codes.${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: staffTestPassword, role: 'admin' },
    })
    const ownerIp = anIp()
    // Enrolled as on the setup page its e-mailed link opens (the password alone reveals no key).
    const { secret, recoveryCodes } = await enrolThroughLink(payload, email)
    const enrolled = await staffLogin(
      { email, password: staffTestPassword, code: totpCode(secret) },
      ownerIp,
    )
    expect(enrolled.status).toBe(200)
    const device = cookieFrom(enrolled.response, knownDeviceCookieName('staff'))

    // Someone holding the password spends ten wrong codes from one IP: that IP is stopped, even
    // with a right code.
    const attacker = anIp()
    for (let guess = 0; guess < 10; guess++)
      expect(
        (await staffLogin({ email, password: staffTestPassword, code: '000000' }, attacker)).code,
      ).toBe('TWO_FACTOR_INVALID')
    const stopped = await staffLogin(
      { email, password: staffTestPassword, code: recoveryCodes[0] },
      attacker,
    )
    expect(stopped.status).toBe(429)
    // The owner, from another IP, signs in with the right code (that recovery code is unspent).
    expect(
      (await staffLogin({ email, password: staffTestPassword, code: recoveryCodes[0] }, anIp()))
        .status,
    ).toBe(200)

    // Wrong codes from many IPs reach the ceiling per account: unknown browsers wait, the
    // owner's known device does not.
    for (let address = 0; address < 3; address++) {
      const ip = anIp()
      for (let guess = 0; guess < 10; guess++)
        await staffLogin({ email, password: staffTestPassword, code: '000000' }, ip)
    }
    const newBrowser = await staffLogin(
      { email, password: staffTestPassword, code: recoveryCodes[1] },
      anIp(),
    )
    expect(newBrowser.status).toBe(429)
    const known = await staffLogin(
      { email, password: staffTestPassword, code: recoveryCodes[1] },
      anIp(),
      device,
    )
    expect(known.status).toBe(200)
  })
})
