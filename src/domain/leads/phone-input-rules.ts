import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js'

/** Spec 5: the phone field takes digits, plus and minus; other keys (letters, spaces) do nothing. */
export function isAllowedPhoneKey(key: string): boolean {
  // Named keys (Backspace, ArrowLeft, Tab…) edit or move; single characters are what gets typed.
  if (key.length !== 1) return true
  return /[0-9+-]/.test(key)
}

/** What is left of a pasted or autofilled value once characters a person could not type are gone. */
export function keepPhoneCharacters(value: string, maxLength: number): string {
  return value.replace(/[^0-9+-]/g, '').slice(0, maxLength)
}

/** Spec 5: choosing another country starts the number again from its dial code. */
export function phonePrefixFor(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`
}
