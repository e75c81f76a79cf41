/**
 * What an amount buys: whole shares or bond units at the unit price. An amount that is not a whole
 * number of units buys the units it covers, and that is what is invested (never more than chosen).
 */
export function unitsFor(amountMinor: number, unitPriceMinor: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) return 0
  if (!Number.isSafeInteger(unitPriceMinor) || unitPriceMinor <= 0) return 0
  return Math.floor(amountMinor / unitPriceMinor)
}

export function investedAmount(amountMinor: number, unitPriceMinor: number): number {
  return unitsFor(amountMinor, unitPriceMinor) * unitPriceMinor
}

/**
 * The card clearing fee on an amount: `basisPoints` hundredths of a percent, rounded half up to
 * the agora (integer arithmetic: 2.5% of 1,000.01 is 25.00, of 1,000.20 is 25.01).
 */
export function cardFee(amountMinor: number, basisPoints: number): number {
  if (basisPoints <= 0) return 0
  const scaled = BigInt(amountMinor) * BigInt(basisPoints)
  return Number((scaled + 5_000n) / 10_000n)
}

/** What a payment moves: the investment's amount and its clearing fee (none on a bank transfer). */
export function paidTotal(investment: { amount: number; fee?: number | null }): number {
  return investment.amount + (investment.fee ?? 0)
}
