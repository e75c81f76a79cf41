import { hasValidCheckDigit, stripDigitSeparators } from './israeli-id'

/**
 * Israeli company and association numbers (51-/52- companies, 58- associations): always written
 * with all 9 digits, so unlike an identity number a shorter one is a mistake, never padded.
 */
export function normalizeCompanyNumber(input: string): string | null {
  const digits = stripDigitSeparators(input)
  return digits !== null && /^5\d{8}$/.test(digits) && hasValidCheckDigit(digits) ? digits : null
}

export function isValidCompanyNumber(input: string): boolean {
  return normalizeCompanyNumber(input) !== null
}
