import { describe, expect, it } from 'vitest'

import { isPreQualified } from '@/domain/investors/pre-qualification'
import { kycStatuses } from '@/domain/kyc/kyc-status'

describe('pre-qualified for angel campaigns', () => {
  it('is an investor whose identity check compliance approved', () => {
    expect(isPreQualified({ accountKind: 'investor', kycStatus: 'approved' })).toBe(true)
  })

  it('is not an investor whose check is not approved (yet, or any more)', () => {
    for (const kycStatus of kycStatuses.filter((status) => status !== 'approved'))
      expect(isPreQualified({ accountKind: 'investor', kycStatus }), kycStatus).toBe(false)
  })

  it('is not an account without a profile', () => {
    expect(isPreQualified({ accountKind: 'investor', kycStatus: null })).toBe(false)
    expect(isPreQualified({ accountKind: 'investor', kycStatus: undefined })).toBe(false)
  })

  it("is never a company's account, even with an approved check", () => {
    expect(isPreQualified({ accountKind: 'company', kycStatus: 'approved' })).toBe(false)
  })

  it('takes an account of unknown kind as an investor (the default kind)', () => {
    expect(isPreQualified({ accountKind: undefined, kycStatus: 'approved' })).toBe(true)
    expect(isPreQualified({ accountKind: null, kycStatus: 'submitted' })).toBe(false)
  })
})
