import { moneyTextToMinor } from '../money'

import { cardFee, unitsFor } from './amounts'
import type { PaymentMethod } from './investment-status'

/**
 * What the invest page lets the investor choose (spec 2, 5): a free amount, typed in major units,
 * or one of the project's share packages. Kept as typed so that nothing entered is lost.
 */
export type InvestChoice =
  { kind: 'amount'; amount: string } | { kind: 'package'; packageId: string }

/** The project's terms the page computes with, in minor units of its currency. */
export type InvestOffer = {
  unitPriceMinor: number
  minimumMinor: number
  cardFeeBasisPoints: number
  sharePackages: readonly { id: string; amountMinor: number; unitPriceMinor: number }[]
}

export type InvestQuote =
  | {
      ok: true
      /** What is invested: whole units times the unit price (never more than chosen). */
      amountMinor: number
      units: number
      unitPriceMinor: number
      /** The card clearing fee on the amount (shown on the card choice; none on a transfer). */
      cardFeeMinor: number
    }
  | {
      ok: false
      /** A `Validation` key. */
      problem: 'amountRequired' | 'amountInvalid' | 'belowMinimum' | 'packageUnknown'
      minimumMinor: number
    }

/**
 * "1,500.50" / "1500.5" / " 1500 " as agorot or cents; null when it is not such an amount. The
 * API's schema reads the amount with the same `parseMoneyText`, so both refuse alike.
 */
export function parseAmountText(text: string): number | null {
  return moneyTextToMinor(text)
}

/**
 * The amount, units and card fee a choice comes to, as the page shows them while the amount
 * changes; the server decides again (`priceChoice`) when the investment is made.
 */
export function quoteChoice(offer: InvestOffer, choice: InvestChoice): InvestQuote {
  const refuse = (problem: Extract<InvestQuote, { ok: false }>['problem']): InvestQuote => ({
    ok: false,
    problem,
    minimumMinor: offer.minimumMinor,
  })
  let chosenMinor: number
  let unitPriceMinor = offer.unitPriceMinor
  if (choice.kind === 'package') {
    const found = offer.sharePackages.find((each) => each.id === choice.packageId)
    if (!found) return refuse('packageUnknown')
    chosenMinor = found.amountMinor
    unitPriceMinor = found.unitPriceMinor
  } else {
    if (choice.amount.trim() === '') return refuse('amountRequired')
    const parsed = parseAmountText(choice.amount)
    if (parsed === null || parsed === 0) return refuse('amountInvalid')
    if (parsed < offer.minimumMinor) return refuse('belowMinimum')
    chosenMinor = parsed
  }
  const units = unitsFor(chosenMinor, unitPriceMinor)
  const amountMinor = units * unitPriceMinor
  if (units < 1 || amountMinor < offer.minimumMinor) return refuse('belowMinimum')
  return {
    ok: true,
    amountMinor,
    units,
    unitPriceMinor,
    cardFeeMinor: cardFee(amountMinor, offer.cardFeeBasisPoints),
  }
}

/** The fee a method adds to the amount: a card's clearing fee, nothing on a bank transfer. */
export function feeFor(quote: InvestQuote, method: PaymentMethod | null): number {
  return quote.ok && method === 'card' ? quote.cardFeeMinor : 0
}

/** Minor units as the plain major-units text the API takes ("1500.5" → "1500.50"). */
export function minorToAmountText(minor: number): string {
  const whole = Math.floor(minor / 100)
  const cents = minor % 100
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`
}

/** What `POST /api/investition` takes for the choice: `amount` or `sharePackage`. */
export function choiceRequest(choice: InvestChoice): { amount: string } | { sharePackage: string } {
  if (choice.kind === 'package') return { sharePackage: choice.packageId }
  const minor = parseAmountText(choice.amount)
  return { amount: minor === null ? choice.amount.trim() : minorToAmountText(minor) }
}
