import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js'

export const defaultPhoneCountry: CountryCode = 'IL'

/** The number in E.164 (`+972501234567`) when it is a valid number for the country, else null. */
export function toE164(value: string, country: CountryCode = defaultPhoneCountry): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), country)
  return parsed?.isValid() ? parsed.number : null
}

/** Spec 9: a masked number shows its first 3 and last 2 digits only. */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '')
  if (digits.length <= 5) return e164
  const hidden = '•'.repeat(digits.length - 5)
  return `+${digits.slice(0, 3)}${hidden}${digits.slice(-2)}`
}
