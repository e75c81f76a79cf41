import { describe, expect, it } from 'vitest'

import {
  bracketForIncome,
  defaultLegalLimits,
  limitsInForce,
  privateInvestorCaps,
  validateLegalLimitsPeriod,
  type LegalLimitsPeriod,
} from '@/domain/investors/legal-limits'

const nis = (shekels: number) => shekels * 100
const limits = defaultLegalLimits

describe('the income brackets', () => {
  it('place each edge of the table in its bracket', () => {
    const bracketOf = (shekels: number) => bracketForIncome(limits, nis(shekels))?.bracket
    expect(bracketOf(0)).toBe(1)
    expect(bracketOf(406_925)).toBe(1)
    expect(bracketOf(406_926)).toBe(2)
    expect(bracketOf(871_990)).toBe(2)
    expect(bracketOf(871_991)).toBe(3)
    expect(bracketOf(1_395_175)).toBe(3)
    expect(bracketOf(1_395_176)).toBe(4)
    expect(bracketOf(50_000_000)).toBe(4)
  })

  it('leave no agora between two brackets', () => {
    expect(bracketForIncome(limits, nis(406_925) + 1)?.bracket).toBe(2)
    expect(bracketForIncome(limits, -1)).toBeNull()
  })
})

describe('caps of a private investor with an accountant confirmation', () => {
  const caps = (bracket: 1 | 2 | 3 | 4, declaredAnnualIncomeMinor?: number) =>
    privateInvestorCaps(limits, {
      bracket,
      accountantConfirmation: true,
      declaredAnnualIncomeMinor,
    })

  it('bracket 1: 11,625 per offer, 23,250 a year', () => {
    expect(caps(1, nis(406_925))).toEqual({ perOfferMinor: nis(11_625), annualMinor: nis(23_250) })
  })

  it('bracket 2: 34,875 per offer and a year', () => {
    expect(caps(2, nis(406_926))).toEqual({ perOfferMinor: nis(34_875), annualMinor: nis(34_875) })
    expect(caps(2, nis(871_990))).toEqual({ perOfferMinor: nis(34_875), annualMinor: nis(34_875) })
  })

  it('bracket 3: 5% of the income, which stays below the fixed 116,260', () => {
    expect(caps(3, nis(1_000_000))).toEqual({
      perOfferMinor: nis(50_000),
      annualMinor: nis(50_000),
    })
    expect(caps(3, nis(871_991))).toEqual({
      perOfferMinor: 4_359_955,
      annualMinor: 4_359_955,
    })
    // 5% of 1,395,175 is 69,758.75.
    expect(caps(3, nis(1_395_175))).toEqual({
      perOfferMinor: 6_975_875,
      annualMinor: 6_975_875,
    })
  })

  it('bracket 3 rounds down to whole agorot', () => {
    expect(caps(3, nis(1_000_000) + 19).annualMinor).toBe(nis(50_000))
    expect(caps(3, nis(1_000_000) + 20).annualMinor).toBe(nis(50_000) + 1)
  })

  it('bracket 3 without a declared income takes its lowest income', () => {
    // 5% of 871,990.01 NIS.
    expect(caps(3)).toEqual({ perOfferMinor: 4_359_950, annualMinor: 4_359_950 })
  })

  it('applies a fixed cap when it is below the percentage', () => {
    const period = structuredClone(limits)
    period.incomeBrackets[2]!.annualCapMinor = nis(45_000)
    expect(
      privateInvestorCaps(period, {
        bracket: 3,
        accountantConfirmation: true,
        declaredAnnualIncomeMinor: nis(1_000_000),
      }),
    ).toEqual({ perOfferMinor: nis(50_000), annualMinor: nis(45_000) })
  })

  it('bracket 4: no caps', () => {
    expect(caps(4, nis(1_395_176))).toEqual({ perOfferMinor: null, annualMinor: null })
    expect(caps(4)).toEqual({ perOfferMinor: null, annualMinor: null })
  })

  it('refuses an income outside the stated bracket', () => {
    expect(() => caps(1, nis(406_926))).toThrow(/outside bracket 1/)
    expect(() => caps(2, nis(406_925))).toThrow(/outside bracket 2/)
    expect(() => caps(3, nis(1_395_176))).toThrow()
    expect(() => caps(3, nis(1_000_000) + 0.5)).toThrow() // not whole agorot
  })

  it('refuses a bracket the period does not configure', () => {
    const period = { ...limits, incomeBrackets: limits.incomeBrackets.slice(0, 3) }
    expect(() => privateInvestorCaps(period, { bracket: 4, accountantConfirmation: true })).toThrow(
      /bracket 4/,
    )
  })
})

describe('caps of a private investor without an accountant confirmation', () => {
  const caps = (bracket: 1 | 2 | 3 | 4, declaredAnnualIncomeMinor?: number) =>
    privateInvestorCaps(limits, {
      bracket,
      accountantConfirmation: false,
      declaredAnnualIncomeMinor,
    })

  it('are 10,000 a year, and at most that per offer, in every bracket', () => {
    const tenThousand = { perOfferMinor: nis(10_000), annualMinor: nis(10_000) }
    expect(caps(1)).toEqual(tenThousand)
    expect(caps(2)).toEqual(tenThousand)
    expect(caps(3, nis(1_000_000))).toEqual(tenThousand)
    expect(caps(4)).toEqual(tenThousand)
  })

  it('keep a lower bracket cap', () => {
    const period = structuredClone(limits)
    period.incomeBrackets[0]!.perOfferCapMinor = nis(5_000)
    expect(privateInvestorCaps(period, { bracket: 1, accountantConfirmation: false })).toEqual({
      perOfferMinor: nis(5_000),
      annualMinor: nis(10_000),
    })
  })
})

describe('the period in force', () => {
  const later: LegalLimitsPeriod = { ...limits, effectiveFrom: '2026-01-01' }
  const periods = [later, limits]

  it('is none before the first period', () => {
    expect(limitsInForce(periods, '2023-12-31')).toBeNull()
    expect(limitsInForce([], '2025-01-01')).toBeNull()
  })

  it('starts on its effective date', () => {
    expect(limitsInForce(periods, '2024-01-01')).toBe(limits)
    expect(limitsInForce(periods, '2025-12-31')).toBe(limits)
    expect(limitsInForce(periods, '2026-01-01')).toBe(later)
    expect(limitsInForce(periods, '2030-06-01')).toBe(later)
  })

  it('of two with the same date, is the later in the list', () => {
    const correction: LegalLimitsPeriod = { ...later }
    expect(limitsInForce([later, correction], '2026-01-01')).toBe(correction)
  })
})

describe('validation of a period', () => {
  const edited = (change: (period: LegalLimitsPeriod) => void) => {
    const period = structuredClone(limits)
    change(period)
    return validateLegalLimitsPeriod(period)
  }

  it('finds nothing wrong with the current figures', () => {
    expect(validateLegalLimitsPeriod(limits)).toEqual([])
  })

  it('needs a real effective date', () => {
    expect(edited((p) => (p.effectiveFrom = '2024-02-30'))).toEqual(['effectiveFromInvalid'])
  })

  it('needs brackets 1 to 4, once each', () => {
    expect(edited((p) => p.incomeBrackets.pop())).toEqual([
      'bracketMissing',
      'lastBracketNotOpenEnded',
    ])
    expect(edited((p) => (p.incomeBrackets[3]!.bracket = 3))).toContain('bracketDuplicated')
    expect(edited((p) => (p.incomeBrackets[3]!.bracket = 5 as never))).toEqual(
      expect.arrayContaining(['bracketMissing', 'bracketNumberInvalid']),
    )
  })

  it('needs the first bracket to start at 0', () => {
    expect(edited((p) => (p.incomeBrackets[0]!.incomeFromMinor = 100))).toEqual([
      'bracketsNotStartingAtZero',
    ])
  })

  it('finds gaps and overlaps between brackets', () => {
    expect(edited((p) => (p.incomeBrackets[1]!.incomeFromMinor = nis(406_926)))).toEqual([
      'bracketsNotContiguous',
    ])
    expect(edited((p) => (p.incomeBrackets[1]!.incomeFromMinor = nis(400_000)))).toEqual([
      'bracketsNotContiguous',
    ])
  })

  it('finds a bracket ending below its start', () => {
    expect(
      edited((p) => {
        p.incomeBrackets[1]!.incomeToMinor = nis(100)
        p.incomeBrackets[2]!.incomeFromMinor = nis(100) + 1
      }),
    ).toEqual(['bracketRangeInvalid'])
  })

  it('needs the last bracket open-ended and the others closed', () => {
    expect(edited((p) => (p.incomeBrackets[3]!.incomeToMinor = nis(9_000_000)))).toEqual([
      'lastBracketNotOpenEnded',
    ])
    expect(edited((p) => (p.incomeBrackets[1]!.incomeToMinor = null))).toEqual([
      'bracketsNotContiguous',
    ])
  })

  it('needs amounts in whole non-negative agorot', () => {
    expect(edited((p) => (p.incomeBrackets[0]!.perOfferCapMinor = -1))).toEqual(['amountInvalid'])
    expect(edited((p) => (p.incomeBrackets[1]!.annualCapMinor = 10.5))).toEqual(['amountInvalid'])
    expect(edited((p) => (p.withoutAccountantAnnualCapMinor = NaN))).toEqual(['amountInvalid'])
  })

  it('needs a percentage from 0 to 100, in hundredths at most', () => {
    expect(edited((p) => (p.incomeBrackets[2]!.percentOfIncome = 101))).toEqual(['percentInvalid'])
    expect(edited((p) => (p.incomeBrackets[2]!.percentOfIncome = -1))).toEqual(['percentInvalid'])
    expect(edited((p) => (p.incomeBrackets[2]!.percentOfIncome = 2.555))).toEqual([
      'percentInvalid',
    ])
    expect(edited((p) => (p.incomeBrackets[2]!.percentOfIncome = 2.55))).toEqual([])
    expect(edited((p) => (p.incomeBrackets[2]!.percentOfIncome = 100))).toEqual([])
  })
})
