import { describe, expect, it } from 'vitest'

import {
  companyRaiseLimitsFromConfig,
  defaultCompanyRaiseShekels,
  validateCompanyRaiseLimits,
  type CompanyRaiseLimits,
} from '@/domain/companies/company-raise-limits'
import {
  checkProposedMaximum,
  maxRaise,
  twelveMonthsBefore,
  type MaxRaiseInput,
} from '@/domain/companies/max-raise'

const NIS = (shekels: number) => shekels * 100
const limits: CompanyRaiseLimits = companyRaiseLimitsFromConfig({
  effectiveFrom: '2024-01-01',
  companyRaise: defaultCompanyRaiseShekels,
})
const noFlags = { innovationOrSmeReport: false, leadingInvestor: false }
const input = (change: Partial<MaxRaiseInput> = {}): MaxRaiseInput => ({
  limits,
  flags: noFlags,
  on: '2026-06-15',
  otherRaises: [],
  ...change,
})
const proposing = (proposedMaximumMinor: number, change: Partial<MaxRaiseInput> = {}) =>
  checkProposedMaximum({ ...input(change), proposedMaximumMinor })

describe('the company figures of the Legal limits', () => {
  it('are whole shekels in the global and agorot in the rule', () => {
    expect(limits).toEqual({
      effectiveFrom: '2024-01-01',
      baseMaximumMinor: 400_000_000,
      innovationReportAdditionMinor: 100_000_000,
      leadingInvestorAdditionMinor: 100_000_000,
      ceilingMinor: 600_000_000,
    })
    expect(validateCompanyRaiseLimits(limits)).toEqual([])
  })

  it('refuses a missing figure, a fraction of a shekel and a ceiling below the base', () => {
    const row = { effectiveFrom: '2024-01-01', companyRaise: { ...defaultCompanyRaiseShekels } }
    const missing = companyRaiseLimitsFromConfig({ ...row, companyRaise: { baseMaximum: null } })
    expect(validateCompanyRaiseLimits(missing)).toEqual(['companyAmountInvalid'])
    const fraction = { ...row, companyRaise: { ...row.companyRaise, ceiling: 6_000_000.5 } }
    expect(validateCompanyRaiseLimits(companyRaiseLimitsFromConfig(fraction))).toEqual([
      'companyAmountInvalid',
    ])
    const negative = { ...row, companyRaise: { ...row.companyRaise, leadingInvestorAddition: -1 } }
    expect(validateCompanyRaiseLimits(companyRaiseLimitsFromConfig(negative))).toEqual([
      'companyAmountInvalid',
    ])
    const low = { ...row, companyRaise: { ...row.companyRaise, ceiling: 3_999_999 } }
    expect(validateCompanyRaiseLimits(companyRaiseLimitsFromConfig(low))).toEqual([
      'companyCeilingBelowBase',
    ])
  })
})

describe('the maximum a company may raise in 12 months', () => {
  it('allows exactly NIS 4M without additions, not one agora more', () => {
    expect(maxRaise(input()).allowedMinor).toBe(NIS(4_000_000))
    expect(proposing(NIS(4_000_000))).toMatchObject({ withinLimit: true, excessMinor: 0 })
    expect(proposing(NIS(4_000_000) + 1)).toMatchObject({ withinLimit: false, excessMinor: 1 })
  })

  it('adds NIS 1M for an Innovation Authority or SME Agency report', () => {
    const flags = { ...noFlags, innovationOrSmeReport: true }
    expect(maxRaise(input({ flags })).limitMinor).toBe(NIS(5_000_000))
    expect(proposing(NIS(5_000_000), { flags }).withinLimit).toBe(true)
    expect(proposing(NIS(5_000_000) + 1, { flags }).withinLimit).toBe(false)
  })

  it('adds NIS 1M when a leading investor takes part', () => {
    const flags = { ...noFlags, leadingInvestor: true }
    expect(maxRaise(input({ flags })).limitMinor).toBe(NIS(5_000_000))
    expect(proposing(NIS(5_000_000), { flags }).withinLimit).toBe(true)
    expect(proposing(NIS(5_000_000) + 1, { flags }).withinLimit).toBe(false)
  })

  it('adds both, up to the NIS 6M ceiling', () => {
    const flags = { innovationOrSmeReport: true, leadingInvestor: true }
    expect(maxRaise(input({ flags })).limitMinor).toBe(NIS(6_000_000))
    expect(proposing(NIS(6_000_000), { flags }).withinLimit).toBe(true)
    expect(proposing(NIS(6_000_000) + 1, { flags })).toMatchObject({
      withinLimit: false,
      excessMinor: 1,
    })
  })

  it('never goes past the ceiling, whatever the additions add up to', () => {
    const generous = { ...limits, innovationReportAdditionMinor: NIS(2_000_000) }
    const flags = { innovationOrSmeReport: true, leadingInvestor: true }
    expect(maxRaise(input({ limits: generous, flags })).limitMinor).toBe(NIS(6_000_000))
    // Compliance's figures, not constants: a lower ceiling binds at once.
    const lower = { ...limits, ceilingMinor: NIS(4_500_000) }
    expect(maxRaise(input({ limits: lower, flags })).limitMinor).toBe(NIS(4_500_000))
  })

  it("takes the company's other raises in the 12 months off what this project may seek", () => {
    const otherRaises = [
      { amountMinor: NIS(1_500_000), on: '2026-01-10' },
      { amountMinor: NIS(1_000_000) + 50, on: '2025-09-01' },
    ]
    expect(maxRaise(input({ otherRaises }))).toEqual({
      limitMinor: NIS(4_000_000),
      countedMinor: NIS(2_500_000) + 50,
      allowedMinor: NIS(1_500_000) - 50,
      windowStart: '2025-06-15',
    })
    expect(proposing(NIS(1_500_000) - 50, { otherRaises }).withinLimit).toBe(true)
    expect(proposing(NIS(1_500_000) - 49, { otherRaises }).withinLimit).toBe(false)
  })

  it('counts a raise on the same day a year before, not the day before it', () => {
    const inside = [{ amountMinor: NIS(1_000_000), on: '2025-06-15' }]
    const outside = [{ amountMinor: NIS(1_000_000), on: '2025-06-14' }]
    expect(maxRaise(input({ otherRaises: inside })).allowedMinor).toBe(NIS(3_000_000))
    expect(maxRaise(input({ otherRaises: outside })).allowedMinor).toBe(NIS(4_000_000))
  })

  it("counts a raise on the project's own day, not one after it", () => {
    const sameDay = [{ amountMinor: 1, on: '2026-06-15' }]
    const later = [{ amountMinor: NIS(4_000_000), on: '2026-06-16' }]
    expect(maxRaise(input({ otherRaises: sameDay })).allowedMinor).toBe(NIS(4_000_000) - 1)
    expect(maxRaise(input({ otherRaises: later })).allowedMinor).toBe(NIS(4_000_000))
  })

  it('lets the additions lift the whole 12 months, earlier raises included', () => {
    const otherRaises = [{ amountMinor: NIS(4_000_000), on: '2026-01-01' }]
    expect(maxRaise(input({ otherRaises })).allowedMinor).toBe(0)
    const flags = { ...noFlags, leadingInvestor: true }
    expect(maxRaise(input({ otherRaises, flags })).allowedMinor).toBe(NIS(1_000_000))
  })

  it('allows nothing, never less than nothing, once earlier raises pass the limit', () => {
    const otherRaises = [{ amountMinor: NIS(5_000_000), on: '2026-03-01' }]
    expect(maxRaise(input({ otherRaises })).allowedMinor).toBe(0)
    expect(proposing(1, { otherRaises })).toMatchObject({ withinLimit: false, excessMinor: 1 })
    expect(proposing(0, { otherRaises }).withinLimit).toBe(true)
  })

  it('counts the 12 months back by calendar, 29 February included', () => {
    expect(twelveMonthsBefore('2026-06-15')).toBe('2025-06-15')
    expect(twelveMonthsBefore('2024-02-29')).toBe('2023-02-28')
    expect(twelveMonthsBefore('2025-03-01')).toBe('2024-03-01')
    expect(twelveMonthsBefore('2026-01-01')).toBe('2025-01-01')
  })

  it('refuses figures that are not whole agorot or days that are not dates', () => {
    expect(() => proposing(100.5)).toThrow(/proposed maximum/)
    expect(() =>
      maxRaise(input({ otherRaises: [{ amountMinor: 0.1, on: '2026-01-01' }] })),
    ).toThrow()
    expect(() =>
      maxRaise(input({ otherRaises: [{ amountMinor: -1, on: '2026-01-01' }] })),
    ).toThrow()
    expect(() => maxRaise(input({ otherRaises: [{ amountMinor: 1, on: '2026-02-30' }] }))).toThrow()
    expect(() => maxRaise(input({ on: '15/06/2026' }))).toThrow()
    expect(() => maxRaise(input({ limits: { ...limits, ceilingMinor: Number.NaN } }))).toThrow()
  })
})
