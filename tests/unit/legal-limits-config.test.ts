import { describe, expect, it } from 'vitest'

import { defaultLegalLimits, validateLegalLimitsPeriod } from '@/domain/investors/legal-limits'
import { periodFromConfig, periodToConfig } from '@/domain/investors/legal-limits-config'

describe('the Legal limits global in the rules terms', () => {
  it('round-trips the seed figures: whole shekels in the global, agorot in the rules', () => {
    const row = periodToConfig(defaultLegalLimits)
    expect(row.incomeBrackets?.[0]).toEqual({
      incomeTo: 406_925,
      perOfferCap: 11_625,
      annualCap: 23_250,
      percentOfIncome: null,
    })
    expect(periodFromConfig(row)).toEqual(defaultLegalLimits)
    expect(validateLegalLimitsPeriod(periodFromConfig(row))).toEqual([])
  })

  it('starts each bracket one agora above the previous upper bound', () => {
    const period = periodFromConfig(periodToConfig(defaultLegalLimits))
    expect(period.incomeBrackets.map((bracket) => bracket.incomeFromMinor)).toEqual([
      0, 40_692_501, 87_199_001, 139_517_501,
    ])
  })

  it('reports brackets out of order and a missing cap as the admin will show them', () => {
    const row = periodToConfig(defaultLegalLimits)
    const swapped = {
      ...row,
      incomeBrackets: [
        row.incomeBrackets![1]!,
        row.incomeBrackets![0]!,
        ...row.incomeBrackets!.slice(2),
      ],
    }
    expect(validateLegalLimitsPeriod(periodFromConfig(swapped))).toContain('bracketRangeInvalid')
    const noCap = { ...row, withoutAccountantAnnualCap: null }
    expect(validateLegalLimitsPeriod(periodFromConfig(noCap))).toContain('amountInvalid')
    // A fraction of a shekel is refused, not rounded into the caps.
    const fraction = { ...row, withoutAccountantAnnualCap: 10_000.5 }
    expect(validateLegalLimitsPeriod(periodFromConfig(fraction))).toContain('amountInvalid')
  })
})
