import { bracketNumbers, type IncomeBracket, type LegalLimitsPeriod } from './legal-limits'

/**
 * The *Legal limits* global as staff keep it: whole shekels, brackets in ascending order, each
 * with its upper bound only (the next starts one agora above it, so no income falls between).
 */
export type LegalLimitsBracketRow = {
  incomeTo?: number | null
  perOfferCap?: number | null
  annualCap?: number | null
  percentOfIncome?: number | null
}
export type LegalLimitsPeriodRow = {
  effectiveFrom?: string | null
  withoutAccountantAnnualCap?: number | null
  incomeBrackets?: LegalLimitsBracketRow[] | null
}

/**
 * Whole shekels to agorot, exactly. A fraction of a shekel is not a figure the regulation uses: it
 * becomes NaN, which the period's validation refuses (`amountInvalid`), rather than being rounded.
 */
const agorot = (shekels: number | null | undefined) => {
  if (shekels === null || shekels === undefined) return null
  return Number.isSafeInteger(shekels) ? shekels * 100 : Number.NaN
}

/** A stored period in the rules' terms (minor units, numbered brackets with both bounds). */
export function periodFromConfig(row: LegalLimitsPeriodRow): LegalLimitsPeriod {
  const rows = row.incomeBrackets ?? []
  const incomeBrackets = rows.map((bracket, index): IncomeBracket => {
    const below = index === 0 ? null : agorot(rows[index - 1]?.incomeTo)
    return {
      bracket: bracketNumbers[index] ?? ((index + 1) as IncomeBracket['bracket']),
      incomeFromMinor: index === 0 ? 0 : (below ?? 0) + 1,
      incomeToMinor: agorot(bracket.incomeTo),
      perOfferCapMinor: agorot(bracket.perOfferCap),
      annualCapMinor: agorot(bracket.annualCap),
      percentOfIncome: bracket.percentOfIncome ?? null,
    }
  })
  return {
    effectiveFrom: row.effectiveFrom ?? '',
    incomeBrackets,
    withoutAccountantAnnualCapMinor: agorot(row.withoutAccountantAnnualCap) ?? -1,
  }
}

/** The seed's figures in the global's terms. */
export function periodToConfig(period: LegalLimitsPeriod): LegalLimitsPeriodRow {
  const shekels = (minor: number | null) => (minor === null ? null : minor / 100)
  return {
    effectiveFrom: period.effectiveFrom,
    withoutAccountantAnnualCap: shekels(period.withoutAccountantAnnualCapMinor),
    incomeBrackets: period.incomeBrackets.map((bracket) => ({
      incomeTo: shekels(bracket.incomeToMinor),
      perOfferCap: shekels(bracket.perOfferCapMinor),
      annualCap: shekels(bracket.annualCapMinor),
      percentOfIncome: bracket.percentOfIncome,
    })),
  }
}
