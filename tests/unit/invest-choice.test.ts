import { describe, expect, it } from 'vitest'

import {
  choiceRequest,
  feeFor,
  minorToAmountText,
  parseAmountText,
  quoteChoice,
  type InvestOffer,
} from '@/domain/investments/invest-choice'

const offer: InvestOffer = {
  unitPriceMinor: 2_50,
  minimumMinor: 500_00,
  cardFeeBasisPoints: 250,
  sharePackages: [{ id: 'pkg-1', amountMinor: 10_000_00, unitPriceMinor: 2_00 }],
}

describe('the amount an investor types', () => {
  it('reads thousands separators, spaces and up to two decimals', () => {
    expect(parseAmountText('1,500.5')).toBe(1_500_50)
    expect(parseAmountText(' 2000 ')).toBe(2_000_00)
    expect(parseAmountText('1.234')).toBeNull()
    expect(parseAmountText('-5')).toBeNull()
    expect(parseAmountText('abc')).toBeNull()
  })

  it('writes minor units back as the plain text the API takes', () => {
    expect(minorToAmountText(1_500_50)).toBe('1500.50')
    expect(minorToAmountText(2_000_00)).toBe('2000')
    expect(minorToAmountText(7)).toBe('0.07')
  })
})

describe('the quote shown while the amount changes', () => {
  it('buys whole units at the unit price and shows the card fee on what is invested', () => {
    expect(quoteChoice(offer, { kind: 'amount', amount: '1001' })).toEqual({
      ok: true,
      amountMinor: 1_000_00,
      units: 400,
      unitPriceMinor: 2_50,
      cardFeeMinor: 25_00,
    })
  })

  it('rejects an amount below the project minimum', () => {
    expect(quoteChoice(offer, { kind: 'amount', amount: '499.99' })).toEqual({
      ok: false,
      problem: 'belowMinimum',
      minimumMinor: 500_00,
    })
  })

  it('rejects an amount whose whole units fall below the minimum', () => {
    const tight = { ...offer, unitPriceMinor: 300_00 }
    expect(quoteChoice(tight, { kind: 'amount', amount: '500' })).toMatchObject({
      ok: false,
      problem: 'belowMinimum',
    })
  })

  it('asks for an amount when none is typed, and refuses what is not an amount', () => {
    expect(quoteChoice(offer, { kind: 'amount', amount: ' ' })).toMatchObject({
      problem: 'amountRequired',
    })
    expect(quoteChoice(offer, { kind: 'amount', amount: '12.345' })).toMatchObject({
      problem: 'amountInvalid',
    })
    expect(quoteChoice(offer, { kind: 'amount', amount: '0' })).toMatchObject({
      problem: 'amountInvalid',
    })
  })

  it("prices a share package at the package's own unit price", () => {
    expect(quoteChoice(offer, { kind: 'package', packageId: 'pkg-1' })).toEqual({
      ok: true,
      amountMinor: 10_000_00,
      units: 5_000,
      unitPriceMinor: 2_00,
      cardFeeMinor: 250_00,
    })
  })

  it('refuses a package the project no longer offers', () => {
    expect(quoteChoice(offer, { kind: 'package', packageId: 'gone' })).toMatchObject({
      problem: 'packageUnknown',
    })
  })

  it('adds the fee for a card only', () => {
    const quote = quoteChoice(offer, { kind: 'amount', amount: '1000' })
    expect(feeFor(quote, 'card')).toBe(25_00)
    expect(feeFor(quote, 'bank_transfer')).toBe(0)
    expect(feeFor(quote, null)).toBe(0)
  })
})

describe('the choice as the API takes it', () => {
  it('sends a free amount without separators, or the package id', () => {
    expect(choiceRequest({ kind: 'amount', amount: '1,500.50' })).toEqual({ amount: '1500.50' })
    expect(choiceRequest({ kind: 'package', packageId: 'pkg-1' })).toEqual({
      sharePackage: 'pkg-1',
    })
  })
})
