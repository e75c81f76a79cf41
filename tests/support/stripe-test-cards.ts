/** Stripe's test card numbers the stand-in's card page takes (docs.stripe.com/testing). */
export const testCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  diners: '3056930009020004',
  diners14: '36227206271667',
  declined: '4000000000000002',
} as const

/** Numbers Stripe declines when a card is saved with them. */
export const declinedNumbers = new Set<string>([testCards.declined])

/** The card's brand as Stripe names it (`payment_method.card.brand`), from its number's prefix. */
export function brandOf(number: string): string | null {
  if (/^4/.test(number)) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^(36|30[0-5]|3095|3[89])/.test(number)) return 'diners'
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover'
  if (/^35/.test(number)) return 'jcb'
  if (/^62/.test(number)) return 'unionpay'
  return null
}

export function isLuhnValid(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}
