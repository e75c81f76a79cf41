import { describe, expect, it } from 'vitest'

import { investmentRowNote } from '@/domain/investments/investment-row-note'
import { paymentStates } from '@/domain/investments/investment-status'

describe("the investments table's payment note", () => {
  it('explains where a pending pledge stands, whatever its method', () => {
    for (const paymentState of [
      'awaiting_transfer',
      'awaiting_card',
      'card_saved',
      'card_refused',
      'charging',
      'charge_declined',
    ] as const)
      expect(investmentRowNote({ id: 7, status: 'pending', paymentState })).toEqual({
        paymentState,
        confirmPath: null,
      })
  })

  it('links a charge the bank holds to its confirmation page', () => {
    expect(
      investmentRowNote({ id: 42, status: 'pending', paymentState: 'action_required' }),
    ).toEqual({ paymentState: 'action_required', confirmPath: '/invest/confirm/42' })
  })

  it('says a paid investment of a failed raise is owed back', () => {
    expect(investmentRowNote({ id: 1, status: 'active', paymentState: 'refund_due' })).toEqual({
      paymentState: 'refund_due',
      confirmPath: null,
    })
  })

  it('says money is owed back whatever the status, and when the card refund failed', () => {
    expect(investmentRowNote({ id: 1, status: 'cancelled', paymentState: 'refund_due' })).toEqual({
      paymentState: 'refund_due',
      confirmPath: null,
    })
    expect(
      investmentRowNote({
        id: 1,
        status: 'cancelled',
        paymentState: 'refund_due',
        refundFailed: true,
      }),
    ).toEqual({ paymentState: 'refund_failed', confirmPath: null })
  })

  it("says a failed raise's card pledge was released", () => {
    expect(
      investmentRowNote({ id: 1, status: 'cancelled', paymentState: 'card_released' }),
    ).toEqual({ paymentState: 'card_released', confirmPath: null })
  })

  it('adds nothing where the status says it all', () => {
    expect(investmentRowNote({ id: 1, status: 'active', paymentState: 'paid' })).toBeNull()
    expect(investmentRowNote({ id: 1, status: 'approved', paymentState: 'paid' })).toBeNull()
    expect(investmentRowNote({ id: 1, status: 'refunded', paymentState: 'refunded' })).toBeNull()
    for (const paymentState of paymentStates) {
      if (paymentState === 'refund_due') continue
      expect(investmentRowNote({ id: 1, status: 'failed', paymentState })).toBeNull()
      if (paymentState !== 'card_released')
        expect(investmentRowNote({ id: 1, status: 'cancelled', paymentState })).toBeNull()
    }
  })

  it('ignores a state it does not know', () => {
    expect(investmentRowNote({ id: 1, status: 'pending', paymentState: 'other' })).toBeNull()
    expect(investmentRowNote({ id: 1, status: 'pending', paymentState: null })).toBeNull()
  })
})
