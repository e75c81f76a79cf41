import { describe, expect, it } from 'vitest'

import { isValidCompanyNumber, normalizeCompanyNumber } from '@/domain/identity/company-number'
import {
  hasValidCheckDigit,
  isValidIsraeliId,
  normalizeIsraeliId,
} from '@/domain/identity/israeli-id'

describe('Israeli identity numbers', () => {
  it('accepts a number whose check digit is right, refuses one whose is not', () => {
    expect(isValidIsraeliId('123456782')).toBe(true)
    expect(isValidIsraeliId('123456789')).toBe(false)
    expect(isValidIsraeliId('039337423')).toBe(true)
  })

  it('pads a short number with leading zeros, keeping it a string', () => {
    expect(normalizeIsraeliId('12345674')).toBe('012345674')
    expect(isValidIsraeliId('12345674')).toBe(true)
    expect(normalizeIsraeliId('18')).toBe('000000018')
    expect(isValidIsraeliId('18')).toBe(true)
  })

  it('trims, and strips single spaces or hyphens between digits', () => {
    expect(normalizeIsraeliId('  123456782 ')).toBe('123456782')
    expect(normalizeIsraeliId('12345678-2')).toBe('123456782')
    expect(normalizeIsraeliId('123 456 782')).toBe('123456782')
    expect(normalizeIsraeliId('-123456782')).toBeNull()
    expect(normalizeIsraeliId('12--3456782')).toBeNull()
  })

  it('refuses all zeros, letters, empty input and more than 9 digits', () => {
    expect(normalizeIsraeliId('000000000')).toBeNull()
    expect(normalizeIsraeliId('0')).toBeNull()
    expect(isValidIsraeliId('000000000')).toBe(false)
    expect(normalizeIsraeliId('12345678a')).toBeNull()
    expect(normalizeIsraeliId('')).toBeNull()
    expect(normalizeIsraeliId('1234567824')).toBeNull()
    expect(isValidIsraeliId('0123456782')).toBe(false)
    // Other scripts' digits are not ours.
    expect(normalizeIsraeliId('١٢٣٤٥٦٧٨٢')).toBeNull()
  })

  it('checks exactly 9 digits in the shared check-digit function', () => {
    expect(hasValidCheckDigit('123456782')).toBe(true)
    expect(hasValidCheckDigit('23456782')).toBe(false)
  })
})

describe('Israeli company and association numbers', () => {
  it('accepts companies (51-, 52-) and associations (58-) with a right check digit', () => {
    expect(isValidCompanyNumber('512345679')).toBe(true)
    expect(isValidCompanyNumber('520000001')).toBe(true)
    expect(isValidCompanyNumber('580123453')).toBe(true)
    expect(normalizeCompanyNumber(' 51-234567-9 ')).toBe('512345679')
  })

  it('refuses a wrong check digit', () => {
    expect(isValidCompanyNumber('512345678')).toBe(false)
  })

  it('refuses numbers not starting with 5, even with a right check digit', () => {
    expect(isValidCompanyNumber('123456782')).toBe(false)
    expect(isValidCompanyNumber('412345670')).toBe(false)
  })

  it('never pads: a company number has all 9 digits', () => {
    expect(isValidCompanyNumber('12345674')).toBe(false)
    expect(isValidCompanyNumber('51234567')).toBe(false)
    expect(isValidCompanyNumber('5123456790')).toBe(false)
    expect(isValidCompanyNumber('51234567x')).toBe(false)
  })
})
