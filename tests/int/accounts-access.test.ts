import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import type { Investor } from '@/payload-types'
import { investorExists } from '@/server/accounts/investor-exists'
import { registerAccount as openAccount } from '@/server/accounts/register-account'
import { requestPasswordReset } from '@/server/accounts/request-password-reset'
import { consumeRateLimit } from '@/server/security/consume-rate-limit'

import { aClient, anEmail, failureOf, registerAccount, strongPassword } from '../support/accounts'
import { testPayload } from '../support/payload'

describe('investor access and rate limits', () => {
  let payload: Payload
  let dana: Investor & { collection: 'investors' }
  let otherId: number

  beforeAll(async () => {
    payload = await testPayload()
    const id = await registerAccount(payload, anEmail('dana'))
    otherId = await registerAccount(payload, anEmail('other'))
    dana = { ...(await payload.findByID({ collection: 'investors', id })), collection: 'investors' }
  })

  it('an investor reads only their own account, never a password hash', async () => {
    const found = await payload.find({ collection: 'investors', overrideAccess: false, user: dana })
    expect(found.docs.map((doc) => doc.id)).toEqual([dana.id])
    expect(found.docs[0]).not.toHaveProperty('passwordHash')
    await expect(
      payload.findByID({ collection: 'investors', id: otherId, overrideAccess: false, user: dana }),
    ).rejects.toThrow()
  })

  it('an investor is refused by staff-only collections and cannot change their own record', async () => {
    for (const collection of ['users', 'email-outbox', 'audit-log', 'investor-sessions'] as const) {
      await expect(
        payload.find({ collection, overrideAccess: false, user: dana }),
      ).rejects.toThrow()
    }
    await expect(
      payload.update({
        collection: 'investors',
        id: dana.id,
        data: { emailVerified: true },
        overrideAccess: false,
        user: dana,
      }),
    ).rejects.toThrow()
  })

  it('counts attempts atomically: concurrent requests cannot pass the limit', async () => {
    const rule = { name: 'test:concurrent', limit: 5, windowSeconds: 60 }
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(payload, rule, 'same-ip')),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
    expect(
      Math.min(...results.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds)),
    ).toBeGreaterThan(0)
  })

  it('limits registrations per IP', async () => {
    const client = aClient()
    const register = () =>
      openAccount(
        payload,
        {
          name: 'Dana Cohen',
          email: anEmail('burst'),
          phone: '050-123-4567',
          password: strongPassword,
          confirmPassword: strongPassword,
          agree: true,
        },
        client,
      )
    for (let attempt = 0; attempt < rateLimitRules.registerPerIp.limit; attempt += 1)
      await register()
    expect((await failureOf(register())).code).toBe('RATE_LIMITED')
  })

  it('limits forgot-password and user-exists per IP', async () => {
    const client = aClient()
    for (let attempt = 0; attempt < rateLimitRules.forgotPerIp.limit; attempt += 1) {
      await requestPasswordReset(payload, { email: anEmail() }, client)
    }
    expect(
      (await failureOf(requestPasswordReset(payload, { email: anEmail() }, client))).code,
    ).toBe('RATE_LIMITED')

    for (let attempt = 0; attempt < rateLimitRules.userExistsPerIp.limit; attempt += 1) {
      await investorExists(payload, anEmail(), client)
    }
    expect((await failureOf(investorExists(payload, anEmail(), client))).code).toBe('RATE_LIMITED')
  })
})
