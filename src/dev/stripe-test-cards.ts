/** Stripe's test card numbers the stand-in's card page takes (docs.stripe.com/testing). */
export const testCards = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  diners: '3056930009020004',
  diners14: '36227206271667',
  declined: '4000000000000002',
  /** Needs 3-D Secure on every charge: off-session it fails with `authentication_required`. */
  authenticationRequired: '4000002760003184',
  /** Saved fine; its charges are declined for `insufficient_funds`. */
  insufficientFunds: '4000000000009995',
  /** Attaches to a customer fine; its charges are declined (`card_declined`, `generic_decline`). */
  declinedAfterAttaching: '4000000000000341',
  /** Charges succeed; a refund succeeds at first and then fails. */
  refundFails: '4000000000005126',
} as const

/** Numbers Stripe declines when a card is saved with them. */
export const declinedNumbers = new Set<string>([testCards.declined])

/** What charging a saved card does: succeed, ask for 3-D Secure, or be declined with a code. */
export type ChargeBehaviour =
  { kind: 'succeed' } | { kind: 'authenticate' } | { kind: 'decline'; declineCode: string }

/** A saved card's behaviour, by the number it was saved with (Stripe's documented test cards). */
export function chargeBehaviourOf(number: string): ChargeBehaviour {
  if (number === testCards.authenticationRequired) return { kind: 'authenticate' }
  if (number === testCards.insufficientFunds)
    return { kind: 'decline', declineCode: 'insufficient_funds' }
  if (number === testCards.declinedAfterAttaching)
    return { kind: 'decline', declineCode: 'generic_decline' }
  return { kind: 'succeed' }
}

/** Numbers whose refunds fail after being accepted. */
export const failingRefundNumbers = new Set<string>([testCards.refundFails])

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
