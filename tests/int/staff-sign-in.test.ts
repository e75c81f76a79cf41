import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { accountSlowdown, rateLimitRules, staffPasswordBlock } from '@/domain/auth/rate-limit-rules'
import { totpCode } from '@/domain/auth/totp'
import { clientIpHeader } from '@/server/http/request-context'
import { openStaffSetup } from '@/server/staff/open-staff-setup'
import { resetStaffSecondFactor } from '@/server/staff/reset-second-factor'

import { testPayload } from '../support/payload'
import {
  anIp,
  enrolThroughLink,
  restCall,
  signInStaff,
  staffCaller,
  staffTestPassword,
  type StaffCaller,
} from '../support/rest'

type LoginAnswer = {
  status: number
  body: { errors?: { message: string; data?: Record<string, unknown> }[]; token?: string }
  ms: number
  retryAfter: string | null
}

async function login(
  fields: { email: string; password: string; code?: string },
  ip = anIp(),
): Promise<LoginAnswer> {
  const started = performance.now()
  const response = await restCall('POST', '/api/users/login', {
    headers: { [clientIpHeader]: ip, 'accept-language': 'en' },
    json: fields,
  })
  return {
    status: response.status,
    body: await response.json(),
    ms: performance.now() - started,
    retryAfter: response.headers.get('retry-after'),
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('staff sign-in', () => {
  let payload: Payload
  let editor: StaffCaller
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    editor = await staffCaller(payload, 'editor')
    admin = await staffCaller(payload, 'admin')
  })

  it('answers an unknown address as a wrong password, in about the same time', async () => {
    const unknown: LoginAnswer[] = []
    const wrong: LoginAnswer[] = []
    // Four rounds, under the free tries of the account's slowdown; interleaved, and compared by
    // medians, as other test files load the same CPU meanwhile.
    for (let round = 0; round < 4; round++) {
      unknown.push(
        await login({ email: `nobody.${round}@example.com`, password: 'Wrong-Guess-1234' }),
      )
      wrong.push(await login({ email: editor.email, password: `Wrong-Guess-${round}-1234` }))
    }
    expect(unknown[0]?.status).toBe(401)
    expect(wrong[0]?.status).toBe(401)
    expect(unknown[0]?.body).toEqual(wrong[0]?.body)
    // Payload answered an unknown address at once (7 ms against 230-280 ms): a tenth of the time
    // of a wrong password would still stand out; a third stays clear of the noise of a loaded CPU.
    expect(median(unknown.map((a) => a.ms))).toBeGreaterThan(median(wrong.map((a) => a.ms)) * 0.3)
  })

  it('blocks an address for one source IP after wrong passwords, never the account', async () => {
    // A staff member of its own: other tests' wrong passwords would count in its slowdown.
    const target = await staffCaller(payload, 'editor')
    const attacker = anIp()
    for (let attempt = 0; attempt < staffPasswordBlock.failedLoginLimit; attempt++)
      expect(
        (await login({ email: target.email, password: 'Not-The-Password-1' }, attacker)).status,
      ).toBe(401)
    const blocked = await login({ email: target.email, password: staffTestPassword }, attacker)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0)
    // The same answer for an address that has no account: the block reveals nothing.
    const ghost = 'ghost.staff@example.com'
    for (let attempt = 0; attempt < staffPasswordBlock.failedLoginLimit; attempt++)
      await login({ email: ghost, password: 'Not-The-Password-1' }, attacker)
    const ghostBlocked = await login({ email: ghost, password: staffTestPassword }, attacker)
    expect(ghostBlocked.status).toBe(429)
    expect(ghostBlocked.body.errors?.[0]?.message).toBe(blocked.body.errors?.[0]?.message)
    // The owner, from anywhere else, signs in as usual.
    const owner = await login({ email: target.email, password: staffTestPassword })
    expect(owner.status).toBe(200)
  })

  it("is not locked by Payload's lockout after wrong passwords from strangers", async () => {
    // Payload's own lockout would lock after five; more are slowed (sign-in-throttling.test.ts).
    for (let attempt = 0; attempt < accountSlowdown.staff.freeFailures; attempt++)
      await login({ email: admin.email, password: 'Not-The-Password-1' })
    const response = await login({ email: admin.email, password: staffTestPassword })
    expect(response.status).toBe(401)
    expect(response.body.errors?.[0]?.data?.code).toBe('TWO_FACTOR_REQUIRED')
  })

  it('limits attempts per IP', async () => {
    const ip = anIp()
    const answers: number[] = []
    for (let attempt = 0; attempt <= rateLimitRules.staffLoginPerIp.limit; attempt++)
      answers.push(
        (await login({ email: `spray.${attempt}@example.com`, password: 'x' }, ip)).status,
      )
    expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true)
    expect(answers.at(-1)).toBe(429)
  })
})

describe('staff second factor', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  const newStaff = async (role: 'admin' | 'compliance' | 'editor') => {
    const email = `two-factor.${role}.${Date.now()}@example.com`
    await payload.create({
      collection: 'users',
      data: { email, password: staffTestPassword, role },
    })
    return email
  }

  const enrol = (email: string) => enrolThroughLink(payload, email)

  it('never hands out an authenticator key for the password alone', async () => {
    const email = await newStaff('compliance')
    const first = await login({ email, password: staffTestPassword })
    const again = await login({ email, password: staffTestPassword })
    for (const answer of [first, again]) {
      expect(answer.status).toBe(401)
      expect(answer.body.token).toBeUndefined()
      expect(answer.body.errors?.[0]?.data).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED' })
      expect(JSON.stringify(answer.body)).not.toMatch(/secret|otpauth|svg/i)
    }
    // A code guessed against a pending key does not enrol either.
    const guessed = await login({ email, password: staffTestPassword, code: '123456' })
    expect(guessed.body.errors?.[0]?.data?.code).toBe('TWO_FACTOR_SETUP_REQUIRED')
    // The owner's mailbox gets one enrolment link, however often the password is tried.
    const mailed = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email } },
    })
    expect(mailed.docs).toHaveLength(1)

    const { secret } = await enrol(email)
    const enrolled = await login({ email, password: staffTestPassword, code: totpCode(secret) })
    expect(enrolled.status).toBe(200)
    expect(enrolled.body.token).toBeTruthy()
    const [stored] = (
      await payload.find({ collection: 'users', where: { email: { equals: email } } })
    ).docs
    expect(stored?.twoFactorEnabledAt).toBeTruthy()
    expect(stored).not.toHaveProperty('twoFactorSecret')
  })

  it('asks for the code, refuses a spent or wrong one, and takes a recovery code once', async () => {
    const email = await newStaff('admin')
    const { secret, recoveryCodes } = await enrol(email)
    expect(recoveryCodes).toHaveLength(10)
    const code = totpCode(secret)
    expect((await login({ email, password: staffTestPassword, code })).status).toBe(200)

    const noCode = await login({ email, password: staffTestPassword })
    expect(noCode.body.errors?.[0]?.data?.code).toBe('TWO_FACTOR_REQUIRED')
    const replayed = await login({ email, password: staffTestPassword, code })
    expect(replayed.body.errors?.[0]?.data?.code).toBe('TWO_FACTOR_INVALID')
    // A wrong password never reaches the second step.
    const wrongPassword = await login({ email, password: 'Not-The-Password-1', code })
    expect(wrongPassword.body.errors?.[0]?.data?.code).toBe('INVALID_CREDENTIALS')

    const recovery = recoveryCodes[3] ?? ''
    expect(
      (await login({ email, password: staffTestPassword, code: recovery.toUpperCase() })).status,
    ).toBe(200)
    const again = await login({ email, password: staffTestPassword, code: recovery })
    expect(again.body.errors?.[0]?.data?.code).toBe('TWO_FACTOR_INVALID')
  })

  it('lets an editor sign in with the password alone', async () => {
    const email = await newStaff('editor')
    const { totpSecret } = await signInStaff(payload, email)
    expect(totpSecret).toBeNull()
  })

  it('keeps the authenticator key out of reach of the API, even for its owner', async () => {
    const admin = await staffCaller(payload, 'admin')
    const me = await restCall('GET', '/api/users/me', { caller: admin })
    const body = JSON.stringify(await me.json())
    expect(body).not.toContain(admin.totpSecret)
    expect(body).not.toMatch(/twoFactorSecret|RecoveryCodes|PendingSecret/)
    const cleared = await restCall('PATCH', `/api/users/${admin.id}`, {
      caller: admin,
      headers: { origin: 'http://localhost' },
      json: { twoFactorSecret: null, twoFactorEnabledAt: null },
    })
    expect(cleared.status).toBeLessThan(500)
    const second = await login({ email: admin.email, password: staffTestPassword })
    expect(second.body.errors?.[0]?.data?.code).toBe('TWO_FACTOR_REQUIRED')
  })

  it('starts over after an operator resets a lost second factor', async () => {
    const admin = await staffCaller(payload, 'admin')
    const issued = await resetStaffSecondFactor(payload, admin.email)
    expect(issued?.link).toMatch(/\/staff-setup\?lng=he&token=stf_/)
    const next = await login({ email: admin.email, password: staffTestPassword })
    expect(next.body.errors?.[0]?.data).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED' })
    // The printed link enrols a new key (and the sign-in mailed none: that link is live).
    const token = new URL(issued!.link).searchParams.get('token')
    const view = await openStaffSetup(payload, token, { ip: anIp(), userAgent: null, locale: 'en' })
    expect(view.choosesPassword).toBe(false)
    expect(view.enrolment?.secret).not.toBe(admin.totpSecret)
    // The sessions that passed the old factor ended with it.
    const me = await restCall('GET', '/api/users/me', { caller: admin })
    expect((await me.json()).user).toBeNull()
  })

  it('accepts a code once even when two sign-ins present it at the same moment', async () => {
    const email = await newStaff('admin')
    const { secret } = await enrol(email)
    expect(
      (await login({ email, password: staffTestPassword, code: totpCode(secret) })).status,
    ).toBe(200)
    const next = totpCode(secret, Date.now() + 30_000)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => login({ email, password: staffTestPassword, code: next })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
  })
})
