import { describe, expect, it } from 'vitest'

import { driftSummary, figuresDisagree } from '@/domain/investments/raise/ledger-drift'

describe('ledger drift figures', () => {
  it('disagree on the amount or on the investors, not otherwise', () => {
    expect(figuresDisagree({ recordedMinor: 100, actualMinor: 100 })).toBe(false)
    expect(figuresDisagree({ recordedMinor: 100, actualMinor: 99 })).toBe(true)
    expect(
      figuresDisagree({
        recordedMinor: 100,
        actualMinor: 100,
        recordedInvestors: 3,
        actualInvestors: 2,
      }),
    ).toBe(true)
    expect(
      figuresDisagree({
        recordedMinor: 100,
        actualMinor: 100,
        recordedInvestors: 2,
        actualInvestors: 2,
      }),
    ).toBe(false)
  })

  it('sums up a raise and a card pledge in figures only', () => {
    expect(
      driftSummary(
        { projectId: 12 },
        {
          recordedMinor: 1_200_000,
          actualMinor: 1_000_000,
          recordedInvestors: 3,
          actualInvestors: 2,
        },
      ),
    ).toBe('#12 · 12000.00 ≠ 10000.00 · 3 ≠ 2')
    expect(
      driftSummary(
        { projectId: 12, investmentId: 345 },
        { recordedMinor: 153_750, actualMinor: 102_500 },
      ),
    ).toBe('#12/#345 · 1537.50 ≠ 1025.00')
  })
})
