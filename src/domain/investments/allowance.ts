import {
  privateInvestorCaps,
  type BracketNumber,
  type LegalLimitsPeriod,
} from '../investors/legal-limits'
import type { InvestorType } from '../investors/investor-type'

/** Types with no cap once compliance verified them (a declared, unverified type counts as private). */
const uncappedTypes: readonly InvestorType[] = ['qualified', 'institutional', 'leading']

/** One of the investor's live investments (not cancelled, failed or refunded), in agorot. */
export type PastInvestment = {
  id?: number
  projectId: number
  amountIlsMinor: number
  createdAt: Date
}

export type InvestorStanding = {
  /** The type the caps go by (`effectiveInvestorType`). */
  type: InvestorType
  /** The declared income bracket; null when not declared yet. */
  bracket: BracketNumber | null
  /** An accountant's confirmation of the income that compliance accepted. */
  accountantConfirmed: boolean
}

export type Allowance =
  | { kind: 'unlimited' }
  | { kind: 'bracketMissing' }
  | {
      kind: 'capped'
      perOfferCapMinor: number | null
      annualCapMinor: number | null
      investedInOfferMinor: number
      investedInYearMinor: number
      /** What may still be invested in this offer today, in agorot. */
      leftMinor: number
    }

/**
 * The start of the window of the last `months` calendar months before `now`: the same day and
 * time that many months back (the last day of a shorter month). An investment counts when made
 * after it; one made at that very instant is `months` old and no longer counts.
 */
export function windowStart(now: Date, months: number): Date {
  const start = new Date(now.getTime())
  const day = start.getUTCDate()
  start.setUTCDate(1)
  start.setUTCMonth(start.getUTCMonth() - months)
  const lastDay = new Date(
    Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0),
  ).getUTCDate()
  start.setUTCDate(Math.min(day, lastDay))
  return start
}

export function sumSince(investments: PastInvestment[], since: Date): number {
  return investments
    .filter((each) => each.createdAt.getTime() > since.getTime())
    .reduce((sum, each) => sum + each.amountIlsMinor, 0)
}

/**
 * What the investor may still invest in `projectId` under the caps in force (spec 9, the notes'
 * caps table): per offer (every live investment in this project) and across offers in the last 12
 * months, the lesser left of the two. Null caps are no cap.
 */
export function allowanceFor(
  period: LegalLimitsPeriod,
  investor: InvestorStanding,
  history: PastInvestment[],
  projectId: number,
  now: Date,
): Allowance {
  if (uncappedTypes.includes(investor.type)) return { kind: 'unlimited' }
  if (investor.bracket === null) return { kind: 'bracketMissing' }
  const caps = privateInvestorCaps(period, {
    bracket: investor.bracket,
    accountantConfirmation: investor.accountantConfirmed,
  })
  const investedInOfferMinor = history
    .filter((each) => each.projectId === projectId)
    .reduce((sum, each) => sum + each.amountIlsMinor, 0)
  const investedInYearMinor = sumSince(history, windowStart(now, 12))
  const left = (cap: number | null, used: number) =>
    cap === null ? Number.POSITIVE_INFINITY : Math.max(0, cap - used)
  const leftMinor = Math.min(
    left(caps.perOfferMinor, investedInOfferMinor),
    left(caps.annualMinor, investedInYearMinor),
  )
  if (leftMinor === Number.POSITIVE_INFINITY) return { kind: 'unlimited' }
  return {
    kind: 'capped',
    perOfferCapMinor: caps.perOfferMinor,
    annualCapMinor: caps.annualMinor,
    investedInOfferMinor,
    investedInYearMinor,
    leftMinor,
  }
}
