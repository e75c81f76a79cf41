import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { logInInvestor } from '@/server/accounts/log-in-investor'
import { resetPassword } from '@/server/accounts/reset-password'

import { aClient, anEmail, failureOf, registerAccount, strongPassword } from '../support/accounts'
import { testPayload } from '../support/payload'
import { staffTestPassword } from '../support/rest'

const monthsAgo = (months: number) =>
  new Date(Date.now() - months * 31 * 24 * 3600_000).toISOString()

describe('account locks and password expiry', () => {
  let payload: Payload
  let admin: User

  beforeAll(async () => {
    payload = await testPayload()
    admin = await payload.create({
      collection: 'users',
      data: { email: anEmail('admin'), password: staffTestPassword, role: 'admin' },
    })
  })

  // The seed test expects a database without staff: leave none behind.
  afterAll(async () => {
    await payload.delete({ collection: 'users', id: admin.id })
  })

  it('locks an account after 12 months without activity; only an administrator unlocks it, audited', async () => {
    const email = anEmail('dormant')
    const id = await registerAccount(payload, email)
    await payload.update({ collection: 'investors', id, data: { lastActivityAt: monthsAgo(13) } })

    const locked = await failureOf(
      logInInvestor(payload, { email, password: strongPassword }, aClient(), 'cookie'),
    )
    expect(locked.code).toBe('ACCOUNT_LOCKED')
    expect((await payload.findByID({ collection: 'investors', id })).lockReason).toBe('inactivity')
    // A wrong password still says only "wrong e-mail or password": the lock is not revealed.
    const guess = await failureOf(
      logInInvestor(payload, { email, password: 'Wrong-Password-9' }, aClient(), 'cookie'),
    )
    expect(guess.code).toBe('INVALID_CREDENTIALS')

    const investorAsUser = {
      ...(await payload.findByID({ collection: 'investors', id })),
      collection: 'investors' as const,
    }
    await expect(
      payload.update({
        collection: 'investors',
        id,
        data: { lockReason: null },
        overrideAccess: false,
        user: investorAsUser,
      }),
    ).rejects.toThrow()

    await payload.update({
      collection: 'investors',
      id,
      data: { lockReason: null },
      overrideAccess: false,
      user: { ...admin, collection: 'users' },
    })
    const audit = await payload.find({
      collection: 'audit-log',
      where: { investor: { equals: id } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(audit.docs.map((entry) => entry.action)).toEqual([
      'investor.locked',
      'investor.unlocked',
    ])
    expect(audit.docs[1]?.actor).toBe(admin.id)

    const session = await logInInvestor(
      payload,
      { email, password: strongPassword },
      aClient(),
      'cookie',
    )
    expect(session.session).not.toBeNull()
  })

  it('makes an expired password be changed first, with a one-time reset token', async () => {
    const email = anEmail('expiring')
    const id = await registerAccount(payload, email)
    await payload.update({ collection: 'investors', id, data: { passwordChangedAt: monthsAgo(2) } })
    await payload.updateGlobal({ slug: 'account-security', data: { passwordMaxAgeDays: 30 } })
    try {
      const expired = await failureOf(
        logInInvestor(payload, { email, password: strongPassword }, aClient(), 'cookie'),
      )
      expect(expired.code).toBe('PASSWORD_EXPIRED')
      const token = expired.details.resetToken as string
      await resetPassword(
        payload,
        { token, password: 'Maple-Rocket-5520', confirmPassword: 'Maple-Rocket-5520' },
        aClient(),
      )
      const fresh = await logInInvestor(
        payload,
        { email, password: 'Maple-Rocket-5520' },
        aClient(),
        'cookie',
      )
      expect(fresh.session).not.toBeNull()
    } finally {
      await payload.updateGlobal({ slug: 'account-security', data: { passwordMaxAgeDays: 0 } })
    }
  })
})
