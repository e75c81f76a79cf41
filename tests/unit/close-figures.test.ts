import { describe, expect, it } from 'vitest'

import { bucketsOf, foldCloseFigures } from '@/domain/investments/raise/close-figures'

describe('the close screen’s buckets', () => {
  it('counts a pledge waiting for its money as pledged only', () => {
    expect(bucketsOf('pending', 'awaiting_transfer')).toEqual(['pledged'])
    expect(bucketsOf('pending', 'card_saved')).toEqual(['pledged'])
    expect(bucketsOf('pending', 'charge_declined')).toEqual(['pledged'])
  })

  it('counts paid money as pledged and paid, and in force once approved', () => {
    expect(bucketsOf('active', 'paid')).toEqual(['pledged', 'paid'])
    expect(bucketsOf('approved', 'paid')).toEqual(['pledged', 'paid', 'approved'])
  })

  it('keeps money owed back in the raise until it is refunded', () => {
    expect(bucketsOf('active', 'refund_due')).toEqual(['pledged', 'refundDue'])
    expect(bucketsOf('refunded', 'refunded')).toEqual(['refunded'])
  })

  it('puts ended pledges in their own bucket only', () => {
    expect(bucketsOf('failed', 'charge_declined')).toEqual(['failed'])
    expect(bucketsOf('cancelled', 'card_released')).toEqual(['cancelled'])
    expect(bucketsOf('cancelled', 'awaiting_transfer')).toEqual(['cancelled'])
  })

  it('sums counts and minor units per method and in total', () => {
    const figures = foldCloseFigures([
      { method: 'card', status: 'approved', paymentState: 'paid', count: 2, amountMinor: 8_000_00 },
      {
        method: 'bank_transfer',
        status: 'approved',
        paymentState: 'paid',
        count: 1,
        amountMinor: 1_000_01,
      },
      {
        method: 'bank_transfer',
        status: 'pending',
        paymentState: 'awaiting_transfer',
        count: 3,
        amountMinor: 300_00,
      },
      {
        method: 'card',
        status: 'failed',
        paymentState: 'charge_declined',
        count: 1,
        amountMinor: 50,
      },
    ])
    expect(figures.pledged).toEqual({
      card: { count: 2, amountMinor: 8_000_00 },
      bank_transfer: { count: 4, amountMinor: 1_300_01 },
      total: { count: 6, amountMinor: 9_300_01 },
    })
    expect(figures.approved.total).toEqual({ count: 3, amountMinor: 9_000_01 })
    expect(figures.failed).toEqual({
      card: { count: 1, amountMinor: 50 },
      bank_transfer: { count: 0, amountMinor: 0 },
      total: { count: 1, amountMinor: 50 },
    })
    expect(figures.refunded.total).toEqual({ count: 0, amountMinor: 0 })
  })
})
