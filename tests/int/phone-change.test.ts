import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { AppError } from '@/server/errors/app-error'
import { clientIpHeader } from '@/server/http/request-context'
import { confirmPhoneChange } from '@/server/profile/confirm-phone-change'
import { startPhoneChange } from '@/server/profile/start-phone-change'

import { aClient, anEmail, registerAccount } from '../support/accounts'
import { aPhone } from '../support/otp'
import { testPayload } from '../support/payload'
import { anIp, investorCaller, restCall, type Caller } from '../support/rest'
import { waitForSmsCode } from '../support/sms-gateway-stub'
import { intSms } from './stub-ports'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error : Promise.reject(error)),
  )

describe('changing the phone from the profile', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('keeps the old number until the code sent to the new one comes back', async () => {
    const id = await registerAccount(payload, anEmail('phone-change'))
    const before = await payload.findByID({ collection: 'investors', id })
    const next = aPhone()
    const client = aClient()
    const since = Date.now()
    const { challengeId, sentTo } = await startPhoneChange(
      payload,
      id,
      { phone: next.local, phoneCountry: 'IL' },
      client,
    )
    expect(sentTo).not.toContain(next.e164.slice(6, 10))
    expect((await payload.findByID({ collection: 'investors', id })).phone).toBe(before.phone)

    const wrong = await failure(
      confirmPhoneChange(payload, id, { challenge_id: challengeId, code: '000000' }, client),
    )
    expect(wrong?.code).toBe('OTP_INVALID')
    const code = await waitForSmsCode(intSms.url, next.e164, { since })
    expect(
      await confirmPhoneChange(payload, id, { challenge_id: challengeId, code }, client),
    ).toEqual({
      phone: next.e164,
    })
    const after = await payload.findByID({ collection: 'investors', id })
    expect(after).toMatchObject({ phone: next.e164, phoneVerified: true })

    // A code works once.
    const again = await failure(
      confirmPhoneChange(payload, id, { challenge_id: challengeId, code }, client),
    )
    expect(again?.code).toBe('OTP_INVALID')
  })

  it('refuses a number that is not valid for its country, and another account’s challenge', async () => {
    const id = await registerAccount(payload, anEmail('phone-bad'))
    const invalid = await failure(
      startPhoneChange(payload, id, { phone: '050123', phoneCountry: 'IL' }, aClient()),
    )
    expect(invalid?.details).toMatchObject({ fields: { phone: 'phoneMin' } })

    const other = await registerAccount(payload, anEmail('phone-other'))
    const next = aPhone()
    const since = Date.now()
    const { challengeId } = await startPhoneChange(
      payload,
      id,
      { phone: next.local, phoneCountry: 'IL' },
      aClient(),
    )
    const code = await waitForSmsCode(intSms.url, next.e164, { since })
    const stolen = await failure(
      confirmPhoneChange(payload, other, { challenge_id: challengeId, code }, aClient()),
    )
    expect(stolen?.code).toBe('OTP_INVALID')
    expect((await payload.findByID({ collection: 'investors', id: other })).phone).not.toBe(
      next.e164,
    )
  })

  it('through its routes: for a signed-in investor, each bad field named in their language', async () => {
    const post = (path: string, json: Record<string, unknown>, caller?: Caller) =>
      restCall('POST', path, { caller, json, headers: { [clientIpHeader]: anIp() } })
    const next = aPhone()
    const visitor = await post('/api/catalog/change-phone', {
      phone: next.local,
      phoneCountry: 'IL',
    })
    expect(visitor.status).toBe(401)

    const investor = await investorCaller(payload, 'phone-route')
    const bad = await post(
      '/api/catalog/change-phone',
      { phone: '05', phoneCountry: 'israel', locale: 'he' },
      investor,
    )
    expect(bad.status).toBe(400)
    const hebrew = expect.stringMatching(/[\u0590-\u05FF]/)
    expect(((await bad.json()) as { error: { fields: object } }).error.fields).toEqual({
      phoneCountry: { key: 'phoneInvalid', message: hebrew },
      phone: { key: 'phoneMin', message: hebrew },
    })

    const since = Date.now()
    const sent = await post(
      '/api/catalog/change-phone',
      { phone: next.local, phoneCountry: 'IL' },
      investor,
    )
    expect(sent.status).toBe(200)
    expect(sent.headers.get('cache-control')).toBe('private, no-store')
    const { challengeId } = (await sent.json()) as { challengeId: string }
    const code = await waitForSmsCode(intSms.url, next.e164, { since })
    const confirmed = await post(
      '/api/catalog/change-phone/verify',
      { challenge_id: challengeId, code },
      investor,
    )
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ phone: next.e164 })
  })
})
