import { describe, expect, it } from 'vitest'

import { incomeBracketRanges } from '@/domain/investors/income-bracket-ranges'
import { defaultLegalLimits } from '@/domain/investors/legal-limits'
import { periodFromConfig, periodToConfig } from '@/domain/investors/legal-limits-config'

describe('incomeBracketRanges', () => {
  it('names the brackets in force in whole shekels, each starting a shekel above the last', () => {
    const period = periodFromConfig(periodToConfig(defaultLegalLimits))
    expect(incomeBracketRanges(period)).toEqual([
      { bracket: 1, kind: 'upTo', toShekels: 406_925 },
      { bracket: 2, kind: 'between', fromShekels: 406_926, toShekels: 871_990 },
      { bracket: 3, kind: 'between', fromShekels: 871_991, toShekels: 1_395_175 },
      { bracket: 4, kind: 'above', aboveShekels: 1_395_175 },
    ])
  })

  it('follows the figures compliance enters, in bracket order', () => {
    const period = periodFromConfig({
      effectiveFrom: '2026-01-01',
      withoutAccountantAnnualCap: 12_000,
      incomeBrackets: [
        { incomeTo: 400_000 },
        { incomeTo: 900_000 },
        { incomeTo: 1_500_000 },
        { incomeTo: null },
      ],
    })
    const ranges = incomeBracketRanges({
      ...period,
      incomeBrackets: [...period.incomeBrackets].reverse(),
    })
    expect(ranges.map((range) => range.bracket)).toEqual([1, 2, 3, 4])
    expect(ranges[0]).toEqual({ bracket: 1, kind: 'upTo', toShekels: 400_000 })
    expect(ranges[1]).toEqual({
      bracket: 2,
      kind: 'between',
      fromShekels: 400_001,
      toShekels: 900_000,
    })
    expect(ranges[3]).toEqual({ bracket: 4, kind: 'above', aboveShekels: 1_500_000 })
  })
})
