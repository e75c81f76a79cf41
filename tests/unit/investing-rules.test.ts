import { describe, expect, it } from 'vitest'

import { allowanceFor, windowStart, type PastInvestment } from '@/domain/investments/allowance'
import { cardFee, investedAmount, paidTotal, unitsFor } from '@/domain/investments/amounts'
import { convertToIlsMinor, isRateText, parseRateMicros } from '@/domain/investments/fx'
import {
  minimumInvestment,
  priceChoice,
  whyClosed,
  type ProjectTerms,
} from '@/domain/investments/investable'
import { readinessToInvest } from '@/domain/investments/investing-readiness'
import { investingRulesFromConfig } from '@/domain/investments/investing-rules'
import { isValidPaymentReference, paymentReference } from '@/domain/investments/reference'
import { defaultLegalLimits } from '@/domain/investors/legal-limits'
import { percentToBasisPoints } from '@/domain/money'

const period = defaultLegalLimits
const now = new Date('2026-11-25T10:00:00Z')
const shekels = (value: number) => value * 100

/** The allowance left in project 1 for a private investor with no investments yet. */
function leftFor(
  bracket: 1 | 2 | 3 | 4,
  accountantConfirmed = true,
  history: PastInvestment[] = [],
) {
  const allowance = allowanceFor(
    period,
    { type: 'private', bracket, accountantConfirmed },
    history,
    1,
    now,
  )
  return allowance.kind === 'capped' ? allowance : null
}

describe('the private investor caps in force', () => {
  it('gives each bracket its caps at both of its edges', () => {
    // The bracket is what the investor declares; the edges are where the bracket table changes.
    expect(leftFor(1)).toMatchObject({
      perOfferCapMinor: shekels(11_625),
      annualCapMinor: shekels(23_250),
    })
    expect(leftFor(2)).toMatchObject({
      perOfferCapMinor: shekels(34_875),
      annualCapMinor: shekels(34_875),
    })
    // Bracket 3 (871,991 - 1,395,175): the lesser of 5% of the income and 116,260. Without a
    // declared income its lowest edge counts: 5% of 871,990.01 is 43,599.50.
    expect(leftFor(3)?.leftMinor).toBe(4_359_950)
    expect(leftFor(4)).toBeNull()
  })

  it('reads 406,925 as bracket 1 and 406,926 as bracket 2, and so on at every edge', async () => {
    const { bracketForIncome } = await import('@/domain/investors/legal-limits')
    const bracketAt = (income: number) => bracketForIncome(period, shekels(income))?.bracket
    expect([bracketAt(406_925), bracketAt(406_926)]).toEqual([1, 2])
    expect([bracketAt(871_990), bracketAt(871_991)]).toEqual([2, 3])
    expect([bracketAt(1_395_175), bracketAt(1_395_176)]).toEqual([3, 4])
  })

  it('takes 5% of income in bracket 3 while it is below 116,260', async () => {
    const { privateInvestorCaps } = await import('@/domain/investors/legal-limits')
    const caps = (income: number) =>
      privateInvestorCaps(period, {
        bracket: 3,
        accountantConfirmation: true,
        declaredAnnualIncomeMinor: shekels(income),
      })
    expect(caps(1_000_000)).toEqual({
      perOfferMinor: shekels(50_000),
      annualMinor: shekels(50_000),
    })
    // 5% of the bracket's top (1,395,175) is 69,758.75: the fixed 116,260 never binds here.
    expect(caps(1_395_175).perOfferMinor).toBe(6_975_875)
  })

  it('holds an investor without an accountant’s confirmation to 10,000 a year, whatever the bracket', () => {
    for (const bracket of [1, 2, 3, 4] as const) {
      expect(leftFor(bracket, false)).toMatchObject({
        perOfferCapMinor: shekels(10_000),
        annualCapMinor: shekels(10_000),
        leftMinor: shekels(10_000),
      })
    }
  })

  it('counts the last 12 months across offers and every investment in this offer', () => {
    const at = (iso: string, amount: number, projectId = 2): PastInvestment => ({
      projectId,
      amountIlsMinor: shekels(amount),
      createdAt: new Date(iso),
    })
    const history = [
      at('2025-11-25T10:00:00Z', 5_000), // exactly 12 months old: no longer counts
      at('2025-11-25T10:00:01Z', 3_000), // a second younger: counts
      at('2026-06-01T00:00:00Z', 4_000, 1), // in this offer
    ]
    const allowance = leftFor(1, true, history)
    expect(allowance).toMatchObject({
      investedInOfferMinor: shekels(4_000),
      investedInYearMinor: shekels(7_000),
      // per offer 11,625 - 4,000 = 7,625; across offers 23,250 - 7,000 = 16,250
      leftMinor: shekels(7_625),
    })
  })

  it('windows by calendar months, to the last day of a shorter month', () => {
    expect(windowStart(new Date('2026-11-25T10:00:00Z'), 12).toISOString()).toBe(
      '2025-11-25T10:00:00.000Z',
    )
    expect(windowStart(new Date('2026-08-31T12:00:00Z'), 6).toISOString()).toBe(
      '2026-02-28T12:00:00.000Z',
    )
    expect(windowStart(new Date('2024-02-29T00:00:00Z'), 12).toISOString()).toBe(
      '2023-02-28T00:00:00.000Z',
    )
  })

  it('lets verified qualified, institutional and leading investors through; others are private', () => {
    for (const type of ['qualified', 'institutional', 'leading'] as const) {
      expect(
        allowanceFor(period, { type, bracket: null, accountantConfirmed: false }, [], 1, now),
      ).toEqual({
        kind: 'unlimited',
      })
    }
    expect(
      allowanceFor(
        period,
        { type: 'private', bracket: null, accountantConfirmed: false },
        [],
        1,
        now,
      ),
    ).toEqual({ kind: 'bracketMissing' })
    expect(
      allowanceFor(period, { type: 'angel', bracket: 1, accountantConfirmed: true }, [], 1, now)
        .kind,
    ).toBe('capped')
  })
})

const project: ProjectTerms = {
  id: 1,
  status: 'raising',
  minimalInvestmentMinor: shekels(500),
  maximumRaiseMinor: shekels(100_000),
  unitPriceMinor: 250,
  angelCampaign: false,
  sharePackages: [{ id: 'gold', amountMinor: shekels(5_000), unitPriceMinor: 200 }],
}
const empty = { raisedMinor: 0, investorCount: 0 }

describe('what a choice invests', () => {
  it('buys whole units and invests what they cost', () => {
    expect(unitsFor(100_099, 250)).toBe(400)
    expect(investedAmount(100_099, 250)).toBe(100_000)
    expect(unitsFor(249, 250)).toBe(0)
    expect(priceChoice(project, empty, { amountMinor: 100_099 }, shekels(500))).toEqual({
      ok: true,
      amountMinor: 100_000,
      units: 400,
      unitPriceMinor: 250,
      sharePackageId: null,
    })
  })

  it('refuses below the minimum, at the minimum is enough', () => {
    expect(
      priceChoice(project, empty, { amountMinor: shekels(500) - 1 }, shekels(500)),
    ).toMatchObject({
      ok: false,
      problem: 'belowMinimum',
      limitMinor: shekels(500),
    })
    expect(priceChoice(project, empty, { amountMinor: shekels(500) }, shekels(500)).ok).toBe(true)
  })

  it('refuses more than the raise still takes', () => {
    const nearlyFull = { raisedMinor: shekels(99_000), investorCount: 3 }
    expect(priceChoice(project, nearlyFull, { amountMinor: shekels(1_000) }, shekels(500)).ok).toBe(
      true,
    )
    // 1,002.50 is 401 units at 2.50: one unit past what is left.
    expect(priceChoice(project, nearlyFull, { amountMinor: 100_250 }, shekels(500))).toMatchObject({
      problem: 'aboveRaiseLeft',
      limitMinor: shekels(1_000),
    })
  })

  it('prices a share package at its own price, and refuses an unknown one', () => {
    expect(priceChoice(project, empty, { sharePackageId: 'gold' }, shekels(500))).toMatchObject({
      amountMinor: shekels(5_000),
      units: 2_500,
      sharePackageId: 'gold',
    })
    expect(priceChoice(project, empty, { sharePackageId: 'none' }, shekels(500))).toEqual({
      ok: false,
      problem: 'packageUnknown',
    })
  })

  it('applies the angel campaign’s rules: its minimum and its 35 investors', () => {
    const angel = { ...project, angelCampaign: true }
    expect(minimumInvestment(angel, shekels(54_000))).toBe(shekels(54_000))
    expect(minimumInvestment(project, shekels(54_000))).toBe(shekels(500))
    expect(whyClosed(angel, { raisedMinor: 0, investorCount: 34 }, 35, false)).toBeNull()
    expect(whyClosed(angel, { raisedMinor: 0, investorCount: 35 }, 35, false)).toBe(
      'angelCampaignFull',
    )
    expect(whyClosed(angel, { raisedMinor: 0, investorCount: 35 }, 35, true)).toBeNull()
    expect(whyClosed({ ...project, status: 'coming' }, empty, 35, false)).toBe('notRaising')
    expect(whyClosed(project, { raisedMinor: shekels(100_000), investorCount: 9 }, 35, false)).toBe(
      'maximumReached',
    )
    expect(
      investingRulesFromConfig({
        cardFeePercent: 2.5,
        angelMaxOfferees: 35,
        angelMinimumInvestmentUsd: 15_000,
      }),
    ).toEqual({
      cardFeeBasisPoints: 250,
      angel: { maxInvestors: 35, minimumUsdMinor: 1_500_000 },
    })
  })

  it('reads a configured percentage as basis points from its digits', () => {
    expect(percentToBasisPoints(2.5)).toBe(250)
    expect(percentToBasisPoints(0.15)).toBe(15)
    expect(percentToBasisPoints(5)).toBe(500)
    expect(percentToBasisPoints(2.555)).toBeNaN()
  })

  it('rounds the card fee half up to the agora', () => {
    expect(cardFee(100_000, 250)).toBe(2_500)
    expect(cardFee(100_001, 250)).toBe(2_500) // 25.00025
    expect(cardFee(100_020, 250)).toBe(2_501) // 25.005 → 25.01
    expect(cardFee(100_019, 250)).toBe(2_500) // 25.00475
    expect(cardFee(100_000, 0)).toBe(0)
  })

  it('charges a card the amount with its fee; a transfer moves the amount alone', () => {
    expect(paidTotal({ amount: 100_000, fee: 2_500 })).toBe(102_500)
    expect(paidTotal({ amount: 100_000, fee: 0 })).toBe(100_000)
    expect(paidTotal({ amount: 100_000, fee: null })).toBe(100_000)
  })
})

describe('exchange rates', () => {
  it('reads the rate exactly and converts half up', () => {
    expect(isRateText('3.6512')).toBe(true)
    expect(isRateText('0')).toBe(false)
    expect(isRateText('3.1234567')).toBe(false)
    expect(parseRateMicros('3.6512')).toBe(3_651_200n)
    // 15,000 USD at 3.6512 = 54,768 NIS; 1 cent at 3.6512 = 3.6512 agorot → 4
    expect(convertToIlsMinor(1_500_000, 3_651_200n)).toBe(5_476_800)
    expect(convertToIlsMinor(1, 3_651_200n)).toBe(4)
    expect(convertToIlsMinor(1, 3_450_000n)).toBe(3)
  })
})

describe('payment references', () => {
  it('appends a Luhn check digit that catches a typo and a swap', () => {
    expect(paymentReference(100_001)).toBe('1000017')
    expect(isValidPaymentReference('1000017')).toBe(true)
    expect(isValidPaymentReference('1000018')).toBe(false)
    expect(isValidPaymentReference('1000107')).toBe(false)
    expect(isValidPaymentReference(paymentReference(987_654_321))).toBe(true)
    expect(() => paymentReference(0)).toThrow()
  })
})

describe('who may invest', () => {
  const base = {
    accountKind: 'investor' as const,
    birthDate: '1990-01-01',
    today: '2026-11-25',
    missingSteps: [] as const,
    kycStatus: 'submitted' as const,
  }
  it('refuses companies, minors and refused identities; asks for the missing steps', () => {
    expect(readinessToInvest(base)).toEqual({ ready: true })
    expect(readinessToInvest({ ...base, accountKind: 'company' })).toMatchObject({
      reason: 'companyAccount',
    })
    expect(readinessToInvest({ ...base, birthDate: '2008-11-26' })).toMatchObject({
      reason: 'minor',
    })
    expect(readinessToInvest({ ...base, birthDate: '2008-11-25' })).toEqual({ ready: true })
    expect(readinessToInvest({ ...base, kycStatus: 'rejected' })).toMatchObject({
      reason: 'identityRejected',
    })
    expect(
      readinessToInvest({ ...base, kycStatus: 'not_started', missingSteps: ['identityCheck'] }),
    ).toEqual({ ready: false, reason: 'profileIncomplete', missing: ['identityCheck'] })
    expect(
      readinessToInvest({ ...base, kycStatus: 'submitted', missingSteps: ['identityCheck'] }),
    ).toEqual({ ready: true })
  })
})
