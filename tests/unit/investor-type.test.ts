import { describe, expect, it } from 'vitest'

import {
  effectiveInvestorType,
  investorTypes,
  typeVerificationStates,
} from '@/domain/investors/investor-type'

describe('the investor type that counts', () => {
  it('is the declared type once staff verified it', () => {
    for (const type of investorTypes) expect(effectiveInvestorType(type, 'verified')).toBe(type)
  })

  it('is private while the declaration is unverified, rejected or unknown', () => {
    for (const type of investorTypes) {
      for (const verification of ['unverified', 'rejected', null, undefined] as const)
        expect(effectiveInvestorType(type, verification), `${type} ${verification}`).toBe('private')
    }
  })

  it('is private when nothing was declared, even if marked verified', () => {
    expect(effectiveInvestorType(null, 'verified')).toBe('private')
    expect(effectiveInvestorType(undefined, 'verified')).toBe('private')
  })

  it('lists the types and verification states', () => {
    expect(investorTypes).toEqual(['private', 'qualified', 'institutional', 'leading', 'angel'])
    expect(typeVerificationStates).toEqual(['unverified', 'verified', 'rejected'])
  })
})
