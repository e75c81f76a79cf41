/**
 * The card numbers the Cardcom stand-in's page takes, and what each does. Cardcom documents no
 * decline test cards: these are the stand-in's own (4580 0000 0000 0000 is Cardcom's example
 * number [SPEC]). Any other number passing the Luhn check is a card that is charged.
 */
export const cardcomTestCards = {
  visa: '4580000000000000',
  mastercard: '5326100000000004',
  amex: '375510000000005',
  /** An Israeli Isracard (its own 9-digit numbering, no Luhn check). */
  isracard: '100000009',
  /** Saved like any card; the platform refuses Diners. */
  diners: '36000000000008',
  /** The J2 check on the page is declined: the page stays open for another card. */
  declinedOnPage: '4580010000000009',
  /** Saved fine; its token charges are declined for want of funds (code 61). */
  insufficientFunds: '4580020000000008',
  /** Charged at once, but the answer comes only after `slowAnswerMs` (past our time limit). */
  slowCharge: '4580030000000007',
  /** Charged fine; a refund of its charges is refused. */
  refundRefused: '4580040000000006',
} as const

/** The answer to a slow card's charge comes after this long: past the gateway's 20 s. */
export const slowAnswerMs = 25_000

export type CardFacts = {
  /** Cardcom's enums [SPEC Brand, Issuer, Acquire, CardInfo]. */
  brand: string
  issuer: string
  acquire: string
  cardInfo: 'Israeli' | 'NonIsraeli'
  cardName: string
}

/** What charging a token does: charged, declined with a code, or charged with a late answer. */
export type TokenCharge = { kind: 'succeed' } | { kind: 'decline'; code: number } | { kind: 'slow' }

export type TestCard = CardFacts & {
  declinedOnPage: boolean
  charge: TokenCharge
  refundRefused: boolean
}

const visaFacts: CardFacts = {
  brand: 'Visa',
  issuer: 'CAL',
  acquire: 'CAL',
  cardInfo: 'Israeli',
  cardName: 'ויזה',
}

const known: Record<string, CardFacts> = {
  [cardcomTestCards.mastercard]: {
    brand: 'MasterCard',
    issuer: 'NonIsrael',
    acquire: 'Isracard',
    cardInfo: 'NonIsraeli',
    cardName: 'MasterCard',
  },
  [cardcomTestCards.amex]: {
    brand: 'AmericanExpress',
    issuer: 'AmericanExpress',
    acquire: 'AmericanExpress',
    cardInfo: 'Israeli',
    cardName: 'אמריקן אקספרס',
  },
  [cardcomTestCards.isracard]: {
    brand: 'Isracard',
    issuer: 'Isracard',
    acquire: 'Isracard',
    cardInfo: 'Israeli',
    cardName: 'ישראכרט',
  },
  [cardcomTestCards.diners]: {
    brand: 'Diners',
    issuer: 'Diners',
    acquire: 'Diners',
    cardInfo: 'Israeli',
    cardName: 'דיינרס',
  },
}

/** Brand by prefix for numbers outside the table. */
function factsByPrefix(number: string): CardFacts {
  if (/^(5[1-5]|2[2-7])/.test(number)) return known[cardcomTestCards.mastercard]!
  if (/^3[47]/.test(number)) return known[cardcomTestCards.amex]!
  if (/^(36|30[0-5]|38)/.test(number)) return known[cardcomTestCards.diners]!
  return visaFacts
}

export function isLuhnValid(number: string): boolean {
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** The card typed on the page, or null when the number is no card. */
export function testCardOf(number: string): TestCard | null {
  const listed = (Object.values(cardcomTestCards) as string[]).includes(number)
  if (!listed && !(/^\d{13,19}$/.test(number) && isLuhnValid(number))) return null
  const charge: TokenCharge =
    number === cardcomTestCards.insufficientFunds
      ? { kind: 'decline', code: 61 }
      : number === cardcomTestCards.slowCharge
        ? { kind: 'slow' }
        : { kind: 'succeed' }
  return {
    ...(known[number] ?? factsByPrefix(number)),
    declinedOnPage: number === cardcomTestCards.declinedOnPage,
    charge,
    refundRefused: number === cardcomTestCards.refundRefused,
  }
}

/** The numbers the page names, four digits at a time. */
export const testCardHints: { number: string; he: string; en: string }[] = [
  { number: cardcomTestCards.visa, he: 'ויזה', en: 'Visa' },
  { number: cardcomTestCards.isracard, he: 'ישראכרט', en: 'Isracard' },
  { number: cardcomTestCards.diners, he: 'דיינרס (נדחה באתר)', en: 'Diners (refused by the site)' },
  { number: cardcomTestCards.declinedOnPage, he: 'נדחה בבדיקה', en: 'declined on this page' },
  {
    number: cardcomTestCards.insufficientFunds,
    he: 'החיוב יידחה: אין כיסוי',
    en: 'its charge is declined: insufficient funds',
  },
].map((hint) => ({ ...hint, number: hint.number.replace(/(\d{4})(?=\d)/g, '$1 ') }))
