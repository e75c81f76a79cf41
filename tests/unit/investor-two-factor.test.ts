import { describe, expect, it } from 'vitest'

import {
  shouldRecommendTwoFactor,
  signInCodeSchema,
  turnOffTwoFactorSchema,
} from '@/domain/auth/two-factor-schema'
import { acceptedTotpStep, newTotpSecret, recoveryCodeHash, totpCode } from '@/domain/auth/totp'
import { openValue, sealValue } from '@/server/security/sealed-value'
import { investorTotpSealPurpose } from '@/server/investor-two-factor/seal-purpose'
import { totpSealPurpose } from '@/server/staff/check-second-factor'

describe('the recommendation before a first investment', () => {
  it('is shown to an investor without two-step sign-in and without investments', () => {
    expect(shouldRecommendTwoFactor({ twoFactorEnabled: false, investmentCount: 0 })).toBe(true)
  })

  it('is not shown once the investor has invested, or has turned it on', () => {
    expect(shouldRecommendTwoFactor({ twoFactorEnabled: false, investmentCount: 1 })).toBe(false)
    expect(shouldRecommendTwoFactor({ twoFactorEnabled: true, investmentCount: 0 })).toBe(false)
  })
})

describe('the sign-in code field', () => {
  it('takes an authenticator code or a recovery code, trimmed', () => {
    expect(signInCodeSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' })
    expect(signInCodeSchema.parse({ code: 'abcde-fghjk' })).toEqual({ code: 'abcde-fghjk' })
  })

  it('refuses an empty, overlong or non-text code', () => {
    for (const code of ['', '   ', 'x'.repeat(33), 123456, { $ne: 1 }, null])
      expect(signInCodeSchema.safeParse({ code }).success).toBe(false)
  })

  it('asks for the current password and a code to turn it off', () => {
    expect(turnOffTwoFactorSchema.safeParse({ code: '123456' }).success).toBe(false)
    expect(
      turnOffTwoFactorSchema.safeParse({ currentPassword: 'Copper-Lantern-4812', code: '1' })
        .success,
    ).toBe(true)
  })
})

describe('the investor key at rest', () => {
  it('is sealed for its own purpose: a staff key cannot be opened as an investor key', () => {
    process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
    const secret = newTotpSecret()
    const sealed = sealValue(investorTotpSealPurpose, secret)
    expect(openValue(investorTotpSealPurpose, sealed)).toBe(secret)
    expect(openValue(totpSealPurpose, sealed)).toBeNull()
  })

  it('accepts a step once and recovery codes whatever their case and spacing', () => {
    const secret = newTotpSecret()
    const now = Date.now()
    const step = acceptedTotpStep(secret, totpCode(secret, now), null, now)
    expect(step).not.toBeNull()
    expect(acceptedTotpStep(secret, totpCode(secret, now), step, now)).toBeNull()
    expect(recoveryCodeHash(' ABCDE-FGHJK ')).toBe(recoveryCodeHash('abcde-fghjk'))
  })
})
