/**
 * Israeli identity numbers (Teudat Zehut). A passing check digit only catches typing mistakes: it is
 * no proof of identity. The number is kept as a 9-digit string, leading zeros included.
 */
export const israeliIdLength = 9

/** Digit groups separated by one space or hyphen, as people copy them from a card or a form. */
const digitGroups = /^\d+(?:[ -]\d+)*$/

/** The digits of `input` without the separators people type between them, or null. */
export function stripDigitSeparators(input: string): string | null {
  const trimmed = input.trim()
  return digitGroups.test(trimmed) ? trimmed.replace(/[ -]/g, '') : null
}

/** 9 digits with leading zeros, or null when `input` cannot be an identity number. */
export function normalizeIsraeliId(input: string): string | null {
  const digits = stripDigitSeparators(input)
  if (digits === null || digits.length > israeliIdLength) return null
  const padded = digits.padStart(israeliIdLength, '0')
  return /^0+$/.test(padded) ? null : padded
}

/**
 * The check shared by identity and company numbers: digits weighted 1, 2, 1, 2… from the left, a
 * product above 9 reduced by 9, the sum divisible by 10. Expects exactly 9 digits.
 */
export function hasValidCheckDigit(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false
  let sum = 0
  for (let index = 0; index < nineDigits.length; index++) {
    const product = Number(nineDigits[index]) * (index % 2 === 0 ? 1 : 2)
    sum += product > 9 ? product - 9 : product
  }
  return sum % 10 === 0
}

export function isValidIsraeliId(input: string): boolean {
  const normalized = normalizeIsraeliId(input)
  return normalized !== null && hasValidCheckDigit(normalized)
}
