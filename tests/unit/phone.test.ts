import { describe, expect, it } from 'vitest'

import { maskPhone, toE164 } from '@/domain/phone'

describe('phone numbers', () => {
  it('stores an Israeli mobile number in E.164', () => {
    expect(toE164('050-123-4567')).toBe('+972501234567')
    expect(toE164('+972 50 123 4567', 'US')).toBe('+972501234567')
  })

  it('refuses numbers that are not valid for the country', () => {
    expect(toE164('123')).toBeNull()
    expect(toE164('not a phone')).toBeNull()
  })

  it('masks all but the first 3 and last 2 digits (spec 9)', () => {
    expect(maskPhone('+972501234567')).toBe('+972•••••••67')
  })
})
