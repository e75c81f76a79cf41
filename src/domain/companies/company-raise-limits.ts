import { isMinorUnits } from '../money'

/**
 * The regulation's maximum raise per company in 12 months (domain notes: NIS 4M; +1M with an
 * Innovation Authority or SME Agency report; +1M when a leading investor takes part; at most 6M),
 * kept like the private investors' caps: figures of a dated *Legal limits* period, edited by
 * compliance, whole shekels in the global and agorot here.
 */
export type CompanyRaiseLimits = {
  /** 'YYYY-MM-DD', a date in Israel: the period's figures apply from that day. */
  effectiveFrom: string
  baseMaximumMinor: number
  /** Added when the project has an Innovation Authority or SME Agency report. */
  innovationReportAdditionMinor: number
  /** Added when a leading investor takes part in the project. */
  leadingInvestorAdditionMinor: number
  /** No company raises more in 12 months, whatever the additions add up to. */
  ceilingMinor: number
}

/** The period's figures as staff keep them in the global (whole shekels). */
export type CompanyRaiseLimitsRow = {
  effectiveFrom?: string | null
  companyRaise?: {
    baseMaximum?: number | null
    innovationReportAddition?: number | null
    leadingInvestorAddition?: number | null
    ceiling?: number | null
  } | null
}

/** The figures written by the migration, for compliance to confirm. Code never decides with them. */
export const defaultCompanyRaiseShekels = {
  baseMaximum: 4_000_000,
  innovationReportAddition: 1_000_000,
  leadingInvestorAddition: 1_000_000,
  ceiling: 6_000_000,
} as const

/** Whole shekels to agorot; a missing figure or a fraction of a shekel becomes NaN (refused). */
const agorot = (shekels: number | null | undefined) =>
  typeof shekels === 'number' && Number.isSafeInteger(shekels) ? shekels * 100 : Number.NaN

export function companyRaiseLimitsFromConfig(row: CompanyRaiseLimitsRow): CompanyRaiseLimits {
  const figures = row.companyRaise ?? {}
  return {
    effectiveFrom: row.effectiveFrom ?? '',
    baseMaximumMinor: agorot(figures.baseMaximum),
    innovationReportAdditionMinor: agorot(figures.innovationReportAddition),
    leadingInvestorAdditionMinor: agorot(figures.leadingInvestorAddition),
    ceilingMinor: agorot(figures.ceiling),
  }
}

export const companyRaiseProblems = ['companyAmountInvalid', 'companyCeilingBelowBase'] as const
export type CompanyRaiseProblem = (typeof companyRaiseProblems)[number]

/** What is wrong with a period's company figures, each problem once; empty when they can be saved. */
export function validateCompanyRaiseLimits(limits: CompanyRaiseLimits): CompanyRaiseProblem[] {
  const amounts = [
    limits.baseMaximumMinor,
    limits.innovationReportAdditionMinor,
    limits.leadingInvestorAdditionMinor,
    limits.ceilingMinor,
  ]
  // The period's date is checked with the rest of the period (`effectiveFromInvalid`).
  if (!amounts.every(isMinorUnits)) return ['companyAmountInvalid']
  return limits.ceilingMinor < limits.baseMaximumMinor ? ['companyCeilingBelowBase'] : []
}
