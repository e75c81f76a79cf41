import { isValidCalendarDate } from '../identity/adulthood'
import { isMinorUnits } from '../money'
import type { CompanyRaiseLimits } from './company-raise-limits'

/** What the project itself brings that raises the company's limit. */
export type ProjectRaiseFlags = {
  /** The project has an Innovation Authority or SME Agency report. */
  innovationOrSmeReport: boolean
  /** A leading investor takes part in the project. */
  leadingInvestor: boolean
}

/**
 * Another raise of the same company: what it raised (once closed) or seeks (its maximum, while
 * coming or open), in agorot, and its day in Israel ('YYYY-MM-DD'). The caller chooses which
 * amount counts; the rule only adds them up.
 */
export type EarlierRaise = { amountMinor: number; on: string }

export type MaxRaiseInput = {
  /** The *Legal limits* figures in force on `on` (`readCompanyRaiseLimits`). */
  limits: CompanyRaiseLimits
  flags: ProjectRaiseFlags
  /** The project's day in Israel ('YYYY-MM-DD'): the 12 months end on it. */
  on: string
  /** The company's other raises; those outside the 12 months up to `on` are left out here. */
  otherRaises: readonly EarlierRaise[]
}

export type MaxRaise = {
  /** Base plus the project's additions, never above the ceiling. */
  limitMinor: number
  /** The other raises that fall within the 12 months up to `on`. */
  countedMinor: number
  /** The most this project may still seek: the limit less what was counted, never below 0. */
  allowedMinor: number
  /** The first day of the 12 months ('YYYY-MM-DD'), counted from. */
  windowStart: string
}

/**
 * The same calendar day a year earlier (29 February gives 28 February). A raise on that day is
 * counted: of the two readings of "in the 12 months before", the one that allows less.
 */
export function twelveMonthsBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const earlier = year - 1
  const lastOfMonth = new Date(Date.UTC(earlier, month, 0)).getUTCDate()
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(earlier, 4)}-${pad(month)}-${pad(Math.min(date, lastOfMonth))}`
}

function assertDay(day: string, what: string) {
  if (!isValidCalendarDate(day)) throw new Error(`${what} is not a YYYY-MM-DD date: ${day}`)
}

function assertAmount(amount: number, what: string) {
  if (!isMinorUnits(amount)) throw new Error(`${what} is not a whole, non-negative agorot amount`)
}

/**
 * The maximum a company may still seek in this project (spec, domain notes: NIS 4M in 12 months,
 * +1M with an Innovation Authority / SME Agency report, +1M with a leading investor, at most 6M).
 * The additions are the project's own: they lift the limit on the company's whole 12 months,
 * its earlier raises included. Integer agorot throughout; figures that are not throw, since the
 * caller read them from validated configuration and records.
 */
export function maxRaise({ limits, flags, on, otherRaises }: MaxRaiseInput): MaxRaise {
  assertDay(on, "The project's day")
  const figures = [
    limits.baseMaximumMinor,
    limits.innovationReportAdditionMinor,
    limits.leadingInvestorAdditionMinor,
    limits.ceilingMinor,
  ]
  figures.forEach((figure) => assertAmount(figure, 'A company raise limit'))

  const withAdditions =
    limits.baseMaximumMinor +
    (flags.innovationOrSmeReport ? limits.innovationReportAdditionMinor : 0) +
    (flags.leadingInvestor ? limits.leadingInvestorAdditionMinor : 0)
  const limitMinor = Math.min(withAdditions, limits.ceilingMinor)

  const windowStart = twelveMonthsBefore(on)
  let countedMinor = 0
  for (const raise of otherRaises) {
    assertDay(raise.on, "A raise's day")
    assertAmount(raise.amountMinor, "A raise's amount")
    // Zero-padded ISO dates compare in calendar order as strings.
    if (raise.on >= windowStart && raise.on <= on) countedMinor += raise.amountMinor
  }
  return {
    limitMinor,
    countedMinor,
    allowedMinor: Math.max(0, limitMinor - countedMinor),
    windowStart,
  }
}

export type ProposedMaximumCheck = MaxRaise & {
  withinLimit: boolean
  /** How far the proposed maximum goes past what is allowed; 0 when within. */
  excessMinor: number
}

/** Whether a project's proposed maximum raise fits what the company may still seek. */
export function checkProposedMaximum(
  input: MaxRaiseInput & { proposedMaximumMinor: number },
): ProposedMaximumCheck {
  assertAmount(input.proposedMaximumMinor, 'The proposed maximum')
  const allowed = maxRaise(input)
  const excessMinor = Math.max(0, input.proposedMaximumMinor - allowed.allowedMinor)
  return { ...allowed, withinLimit: excessMinor === 0, excessMinor }
}
