/**
 * The reference an investor writes on a bank transfer: the investment's number followed by a Luhn
 * check digit, so a mistyped digit (or two swapped neighbours) is caught when staff match a transfer.
 */
function luhnCheckDigit(digits: string): number {
  let sum = 0
  // From the rightmost digit of the payload, every first one is doubled (it will sit second).
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 0) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return (10 - (sum % 10)) % 10
}

export function paymentReference(investmentNumber: number): string {
  if (!Number.isSafeInteger(investmentNumber) || investmentNumber <= 0)
    throw new Error(`Not an investment number: ${investmentNumber}`)
  const digits = String(investmentNumber)
  return `${digits}${luhnCheckDigit(digits)}`
}

/** A reference as staff type it from a bank statement: digits only, check digit right. */
export function isValidPaymentReference(value: string): boolean {
  if (!/^\d{2,}$/.test(value)) return false
  return luhnCheckDigit(value.slice(0, -1)) === Number(value.at(-1))
}
