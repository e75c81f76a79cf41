import { isMinorUnits, percentToBasisPoints } from '../money'
import { isValidCalendarDate } from '../identity/adulthood'

/**
 * The regulations' caps on what a private investor may invest (see the notes' "Annual caps for
 * private investors"). The figures are indexed and change, so they are dated configuration kept by
 * compliance staff in a Payload global; this file holds their shape and the rules that read them.
 */
export const bracketNumbers = [1, 2, 3, 4] as const
export type BracketNumber = (typeof bracketNumbers)[number]

export type IncomeBracket = {
  /** 1 is the lowest income. */
  bracket: BracketNumber
  /** Inclusive, in agorot. */
  incomeFromMinor: number
  /** Inclusive, in agorot; null: no upper bound. */
  incomeToMinor: number | null
  /** null: no cap. */
  perOfferCapMinor: number | null
  /** Across all offers in 12 months; null: no cap. */
  annualCapMinor: number | null
  /** E.g. 5: the caps are the lesser of this percentage of the income and the fixed caps. */
  percentOfIncome: number | null
}

export type LegalLimitsPeriod = {
  /** 'YYYY-MM-DD', a date in Israel. */
  effectiveFrom: string
  incomeBrackets: IncomeBracket[]
  /** The annual cap of an investor without an accountant's confirmation of their income. */
  withoutAccountantAnnualCapMinor: number
}

export type PrivateInvestorCaps = { perOfferMinor: number | null; annualMinor: number | null }

/**
 * The figures in force since 2024 (the 2017 base times the CPI index), used only to seed the global.
 * Staff edit the global; code never reads this constant for a decision. Bracket bounds are
 * contiguous to the agora: the second bracket starts at 406,925.01 NIS, so no income falls between.
 */
export const defaultLegalLimits: LegalLimitsPeriod = {
  effectiveFrom: '2024-01-01',
  incomeBrackets: [
    {
      bracket: 1,
      incomeFromMinor: 0,
      incomeToMinor: 40_692_500,
      perOfferCapMinor: 1_162_500,
      annualCapMinor: 2_325_000,
      percentOfIncome: null,
    },
    {
      bracket: 2,
      incomeFromMinor: 40_692_501,
      incomeToMinor: 87_199_000,
      perOfferCapMinor: 3_487_500,
      annualCapMinor: 3_487_500,
      percentOfIncome: null,
    },
    {
      bracket: 3,
      incomeFromMinor: 87_199_001,
      incomeToMinor: 139_517_500,
      perOfferCapMinor: 11_626_000,
      annualCapMinor: 11_626_000,
      percentOfIncome: 5,
    },
    {
      bracket: 4,
      incomeFromMinor: 139_517_501,
      incomeToMinor: null,
      perOfferCapMinor: null,
      annualCapMinor: null,
      percentOfIncome: null,
    },
  ],
  withoutAccountantAnnualCapMinor: 1_000_000,
}

/**
 * The latest period whose `effectiveFrom` is on or before `today` ('YYYY-MM-DD'); of two periods
 * with the same date, the later one in the list. Any dated rows (the caps, a company's limits).
 */
export function periodInForce<Period extends { effectiveFrom: string }>(
  periods: readonly Period[],
  today: string,
): Period | null {
  let inForce: Period | null = null
  for (const period of periods) {
    // Zero-padded ISO dates compare in calendar order as strings.
    if (
      period.effectiveFrom <= today &&
      (!inForce || period.effectiveFrom >= inForce.effectiveFrom)
    )
      inForce = period
  }
  return inForce
}

export function limitsInForce(
  periods: LegalLimitsPeriod[],
  today: string,
): LegalLimitsPeriod | null {
  return periodInForce(periods, today)
}

export function bracketForIncome(
  period: LegalLimitsPeriod,
  annualIncomeMinor: number,
): IncomeBracket | null {
  return (
    period.incomeBrackets.find(
      (each) =>
        each.incomeFromMinor <= annualIncomeMinor &&
        (each.incomeToMinor === null || annualIncomeMinor <= each.incomeToMinor),
    ) ?? null
  )
}

/** The lesser of two caps, where null is no cap. */
function lesserCap(a: number | null, b: number | null): number | null {
  if (a === null) return b
  if (b === null) return a
  return Math.min(a, b)
}

/**
 * `percent` of `amountMinor`, rounded down to whole agorot. Integer arithmetic on hundredths of a
 * percent, so 5% of an amount is exact rather than a float a hair below it. The one conversion is
 * of the rate, not of money: the configured percentage (validated to hundredths) to an integer.
 */
function percentOf(amountMinor: number, percent: number): number {
  const hundredthsOfPercent = BigInt(percentToBasisPoints(percent))
  return Number((BigInt(amountMinor) * hundredthsOfPercent) / 10_000n)
}

export function privateInvestorCaps(
  period: LegalLimitsPeriod,
  investor: {
    bracket: BracketNumber
    accountantConfirmation: boolean
    declaredAnnualIncomeMinor?: number
  },
): PrivateInvestorCaps {
  const bracket = period.incomeBrackets.find((each) => each.bracket === investor.bracket)
  if (!bracket) throw new Error(`Income bracket ${investor.bracket} is not configured`)
  const income = investor.declaredAnnualIncomeMinor
  if (
    income !== undefined &&
    (!isMinorUnits(income) ||
      income < bracket.incomeFromMinor ||
      (bracket.incomeToMinor !== null && income > bracket.incomeToMinor))
  ) {
    throw new Error(`A declared income of ${income} agorot is outside bracket ${bracket.bracket}`)
  }

  let perOfferMinor = bracket.perOfferCapMinor
  let annualMinor = bracket.annualCapMinor
  if (bracket.percentOfIncome !== null) {
    // Without a declared amount, the bracket's lowest income: the cap can only be too strict, never
    // let someone invest more than the law allows them.
    const share = percentOf(income ?? bracket.incomeFromMinor, bracket.percentOfIncome)
    perOfferMinor = lesserCap(perOfferMinor, share)
    annualMinor = lesserCap(annualMinor, share)
  }
  if (!investor.accountantConfirmation) {
    const withoutAccountant = period.withoutAccountantAnnualCapMinor
    perOfferMinor = lesserCap(perOfferMinor, withoutAccountant)
    annualMinor = lesserCap(annualMinor, withoutAccountant)
  }
  return { perOfferMinor, annualMinor }
}

export const legalLimitsProblems = [
  'effectiveFromInvalid',
  'bracketMissing',
  'bracketDuplicated',
  'bracketNumberInvalid',
  'bracketsNotStartingAtZero',
  'bracketRangeInvalid',
  'bracketsNotContiguous',
  'lastBracketNotOpenEnded',
  'amountInvalid',
  'percentInvalid',
] as const
export type LegalLimitsProblem = (typeof legalLimitsProblems)[number]

const isCap = (value: number | null) => value === null || isMinorUnits(value)

/** 0 to 100, in hundredths of a percent at most: the precision `percentOf` computes with. */
function isPercent(value: number): boolean {
  const hundredths = value * 100
  return value >= 0 && value <= 100 && Math.abs(hundredths - Math.round(hundredths)) < 1e-6
}

/** What is wrong with a period staff entered, each problem once; empty when it can be saved. */
export function validateLegalLimitsPeriod(period: LegalLimitsPeriod): LegalLimitsProblem[] {
  const problems = new Set<LegalLimitsProblem>()
  if (!isValidCalendarDate(period.effectiveFrom)) problems.add('effectiveFromInvalid')
  if (!isMinorUnits(period.withoutAccountantAnnualCapMinor)) problems.add('amountInvalid')

  const brackets = period.incomeBrackets
  for (const number of bracketNumbers) {
    const count = brackets.filter((each) => each.bracket === number).length
    if (count === 0) problems.add('bracketMissing')
    if (count > 1) problems.add('bracketDuplicated')
  }
  if (brackets.some((each) => !bracketNumbers.includes(each.bracket)))
    problems.add('bracketNumberInvalid')

  for (const each of brackets) {
    const amounts = [
      each.incomeFromMinor,
      each.incomeToMinor,
      each.perOfferCapMinor,
      each.annualCapMinor,
    ]
    if (!amounts.every(isCap) || !isMinorUnits(each.incomeFromMinor)) problems.add('amountInvalid')
    if (each.percentOfIncome !== null && !isPercent(each.percentOfIncome))
      problems.add('percentInvalid')
    if (each.incomeToMinor !== null && each.incomeToMinor < each.incomeFromMinor)
      problems.add('bracketRangeInvalid')
  }

  const ordered = [...brackets].sort((a, b) => a.bracket - b.bracket)
  const [first] = ordered
  const last = ordered.at(-1)
  if (first && first.incomeFromMinor !== 0) problems.add('bracketsNotStartingAtZero')
  if (last && last.incomeToMinor !== null) problems.add('lastBracketNotOpenEnded')
  for (let index = 1; index < ordered.length; index++) {
    const below = ordered[index - 1]!.incomeToMinor
    // Contiguous to the agora: each bracket starts right after the one below ends.
    if (below === null || ordered[index]!.incomeFromMinor !== below + 1)
      problems.add('bracketsNotContiguous')
  }
  return legalLimitsProblems.filter((problem) => problems.has(problem))
}
