import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { changePassword } from '@/server/accounts/change-password'
import { logInInvestor } from '@/server/accounts/log-in-investor'
import { logOutInvestor } from '@/server/accounts/log-out-investor'
import { requestPasswordReset } from '@/server/accounts/request-password-reset'
import { resetPassword } from '@/server/accounts/reset-password'
import { resolveSession } from '@/server/auth/resolve-session'

import {
  aClient,
  anEmail,
  failureOf,
  receive,
  registerAccount,
  strongPassword,
  tokenFromEmail,
} from '../support/accounts'
import { fetchMessages } from '../support/mail-catcher'
import { testPayload } from '../support/payload'
import { intMail } from './stub-ports'

const common = 'password1234'

async function logIn(payload: Payload, email: string, password = strongPassword) {
  const result = await logInInvestor(payload, { email, password }, aClient(), 'cookie')
  return result.session!.token
}

describe('passwords and sessions', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('refuses a common password on registration, reset and change alike', async () => {
    const registration = await failureOf(
      registerAccount(payload, anEmail(), { password: common, confirmPassword: common }),
    )
    expect(registration.details.fields).toEqual({ password: 'passwordTooCommon' })

    const email = anEmail('policy')
    await registerAccount(payload, email)
    await requestPasswordReset(payload, { email }, aClient())
    const token = await tokenFromEmail(payload, email, '/change-password')
    const reset = await failureOf(
      resetPassword(payload, { token, password: common, confirmPassword: common }, aClient()),
    )
    expect(reset.details.fields).toEqual({ password: 'passwordTooCommon' })

    const session = await logIn(payload, email)
    const active = await resolveSession(payload, session)
    if (active.status !== 'active') throw new Error('no session')
    const change = await failureOf(
      changePassword(payload, active.investor.id, session, {
        currentPassword: strongPassword,
        password: common,
        confirmPassword: common,
      }),
    )
    expect(change.details.fields).toEqual({ password: 'passwordTooCommon' })
  })

  it('a password change keeps this session and ends the others; a reset ends all; logout ends one', async () => {
    const email = anEmail('sessions')
    const id = await registerAccount(payload, email)
    const laptop = await logIn(payload, email)
    const phone = await logIn(payload, email)

    await changePassword(payload, id, laptop, {
      currentPassword: strongPassword,
      password: 'Velvet-Compass-2291',
      confirmPassword: 'Velvet-Compass-2291',
    })
    expect((await resolveSession(payload, laptop)).status).toBe('active')
    expect((await resolveSession(payload, phone)).status).toBe('expired')
    await receive(payload, email, (m) => m.subject.startsWith('Your password was changed'))

    const tablet = await logIn(payload, email, 'Velvet-Compass-2291')
    await logOutInvestor(payload, tablet)
    expect((await resolveSession(payload, tablet)).status).toBe('expired')
    expect((await resolveSession(payload, laptop)).status).toBe('active')

    await requestPasswordReset(payload, { email }, aClient())
    const token = await tokenFromEmail(payload, email, '/change-password')
    await resetPassword(
      payload,
      { token, password: 'Maple-Rocket-5520', confirmPassword: 'Maple-Rocket-5520' },
      aClient(),
    )
    expect((await resolveSession(payload, laptop)).status).toBe('expired')
    // A reset link works once.
    const again = await failureOf(
      resetPassword(
        payload,
        { token, password: 'Another-Strong-7733', confirmPassword: 'Another-Strong-7733' },
        aClient(),
      ),
    )
    expect(again.code).toBe('LINK_INVALID')
  })

  it('answers forgot-password identically for known and unknown addresses, mailing only the known', async () => {
    const known = anEmail('known')
    const unknown = anEmail('unknown')
    await registerAccount(payload, known)
    expect(await requestPasswordReset(payload, { email: known }, aClient())).toBeUndefined()
    expect(await requestPasswordReset(payload, { email: unknown }, aClient())).toBeUndefined()
    await receive(payload, known, (m) => m.text.includes('/change-password'))
    expect(await fetchMessages(intMail.url, unknown)).toEqual([])
  })

  it('blocks password entry after 5 wrong passwords from one IP, for unknown addresses too, until a reset', async () => {
    const email = anEmail('blocked')
    await registerAccount(payload, email)
    const nobody = anEmail('nobody')
    // One browser that forgot the password (the block is of an address from one IP: see
    // sign-in-throttling.test.ts for the owner elsewhere).
    const browser = aClient()
    const logInFrom = (address: string, password: string) =>
      logInInvestor(payload, { email: address, password }, browser, 'cookie')
    for (const address of [email, nobody]) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const wrong = await failureOf(logInFrom(address, 'Wrong-Password-1'))
        expect(wrong.code).toBe('INVALID_CREDENTIALS')
      }
      const fifth = await failureOf(logInFrom(address, 'Wrong-Password-1'))
      expect(fifth.code).toBe('PASSWORD_ENTRY_BLOCKED')
    }
    const right = await failureOf(logInFrom(email, strongPassword))
    expect(right.code).toBe('PASSWORD_ENTRY_BLOCKED')
    expect(new Date(right.details.until as string).getTime()).toBeGreaterThan(
      Date.now() + 110 * 60_000,
    )

    await requestPasswordReset(payload, { email }, aClient())
    const token = await tokenFromEmail(payload, email, '/change-password')
    await resetPassword(
      payload,
      { token, password: 'Maple-Rocket-5520', confirmPassword: 'Maple-Rocket-5520' },
      aClient(),
    )
    // The reset lifted the block: the same browser signs in with the new password.
    expect((await logInFrom(email, 'Maple-Rocket-5520')).session).not.toBeNull()
  })

  it('never stores a password or session token in clear', async () => {
    const email = anEmail('hashes')
    const id = await registerAccount(payload, email)
    const token = await logIn(payload, email)
    const investor = await payload.findByID({ collection: 'investors', id, showHiddenFields: true })
    expect(investor.passwordHash).toMatch(/^scrypt\$/)
    expect(investor.passwordHash).not.toContain(strongPassword)
    const sessions = await payload.find({
      collection: 'investor-sessions',
      where: { investor: { equals: id } },
    })
    expect(sessions.docs.map((s) => s.tokenHash)).not.toContain(token)
  })
})
