import { describe, expect, it } from 'vitest'

import {
  canCancelInvestment,
  canCancelPledge,
  canChangePledge,
  cancellationDeadline,
  paymentStateAfterCancel,
} from '@/domain/investments/cancellation-window'
import type { InvestmentStatus, PaymentState } from '@/domain/investments/investment-status'
import { israelDayStart, nextDay } from '@/domain/projects/israel-time'
import { projectStatuses, type ProjectStatus } from '@/domain/projects/project-status'
import { raiseClosesAt, scheduledChange, type RaiseFacts } from '@/domain/projects/raise-schedule'
import {
  canHalt,
  canTransition,
  needsReason,
  staffTransitionsFrom,
  statusTransitions,
} from '@/domain/projects/status-machine'

describe('the project status machine', () => {
  const allowed = [
    'new → waiting by staff',
    'waiting → approval by staff',
    'approval → coming by staff',
    'approval → denied by staff',
    'coming → raising by schedule',
    'raising → success_finished by schedule',
    'raising → raising_extend by schedule',
    'raising → unsuccess_finished by schedule',
    'raising_extend → success_finished by schedule',
    'raising_extend → unsuccess_finished by schedule',
    'success_finished → running by staff',
    'success_finished → unsuccess_finished by schedule',
    'raising → unsuccess_finished by halt',
    'raising_extend → unsuccess_finished by halt',
    'success_finished → unsuccess_finished by halt',
  ]

  it('allows exactly the transitions of the spec, each by its actor', () => {
    const found: string[] = []
    for (const from of projectStatuses)
      for (const to of projectStatuses)
        for (const by of ['staff', 'schedule', 'halt'] as const)
          if (canTransition(from, to, by)) found.push(`${from} → ${to} by ${by}`)
    expect(found.sort()).toEqual([...allowed].sort())
    expect(statusTransitions).toHaveLength(allowed.length)
  })

  it('refuses staff a raise by hand: opening, closing, extending or reopening it', () => {
    expect(canTransition('coming', 'raising', 'staff')).toBe(false)
    expect(canTransition('raising', 'success_finished', 'staff')).toBe(false)
    expect(canTransition('raising', 'raising_extend', 'staff')).toBe(false)
    expect(canTransition('unsuccess_finished', 'raising', 'staff')).toBe(false)
    expect(canTransition('raising_extend', 'raising_extend', 'schedule')).toBe(false)
    expect(canTransition('denied', 'coming', 'staff')).toBe(false)
  })

  it('lets staff halt a raise under way, or succeeded until the securities are issued', () => {
    const haltable = projectStatuses.filter(canHalt)
    expect(haltable).toEqual(['raising', 'raising_extend', 'success_finished'])
    // A halt is its own action: the review's status control does not offer it.
    expect(staffTransitionsFrom('raising')).toEqual([])
    expect(staffTransitionsFrom('success_finished')).toEqual(['running'])
  })

  it('offers staff the next steps of a review, and asks a reason only to deny', () => {
    expect(staffTransitionsFrom('approval')).toEqual(['coming', 'denied'])
    expect(staffTransitionsFrom('raising')).toEqual([])
    expect(staffTransitionsFrom('success_finished')).toEqual(['running'])
    expect(needsReason('denied')).toBe(true)
    expect(needsReason('coming')).toBe(false)
  })
})

describe('the raise schedule', () => {
  const raising: RaiseFacts = {
    status: 'raising',
    today: '2026-12-10',
    startDay: '2026-12-01',
    endDay: '2026-12-31',
    extensionEndDay: null,
    raisedMinor: 0,
    minimumMinor: 100_000_00,
    maximumMinor: 500_000_00,
  }
  const on = (changes: Partial<RaiseFacts>) => scheduledChange({ ...raising, ...changes })

  it('opens a coming raise on its start day, not the day before', () => {
    const coming = { status: 'coming' as ProjectStatus, startDay: '2026-12-01' }
    expect(on({ ...coming, today: '2026-11-30' })).toBeNull()
    expect(on({ ...coming, today: '2026-12-01' })).toEqual({ to: 'raising', reason: 'startDate' })
    expect(on({ ...coming, startDay: null })).toBeNull()
  })

  it('succeeds as soon as the maximum is reached, not an agora before', () => {
    expect(on({ raisedMinor: 500_000_00 - 1 })).toBeNull()
    expect(on({ raisedMinor: 500_000_00 })).toEqual({
      to: 'success_finished',
      reason: 'maximumReached',
    })
  })

  it('runs through its last day, and closes on the day after', () => {
    expect(on({ today: '2026-12-31', raisedMinor: 100_000_00 })).toBeNull()
    expect(on({ today: '2027-01-01', raisedMinor: 100_000_00 })?.to).toBe('success_finished')
  })

  it('at the end, succeeds with exactly the minimum and fails one agora short', () => {
    const after = { today: '2027-01-01' }
    expect(on({ ...after, raisedMinor: 100_000_00 })).toEqual({
      to: 'success_finished',
      reason: 'minimumReachedAtEnd',
    })
    expect(on({ ...after, raisedMinor: 100_000_00 - 1 })).toEqual({
      to: 'unsuccess_finished',
      reason: 'minimumMissedAtEnd',
    })
  })

  it('extends once, to a later end day staff set, then succeeds or fails at the new end', () => {
    const short = { today: '2027-01-01', raisedMinor: 50_000_00, extensionEndDay: '2027-01-31' }
    expect(on(short)).toEqual({ to: 'raising_extend', reason: 'extended' })
    expect(on({ ...short, extensionEndDay: '2026-12-31' })?.to).toBe('unsuccess_finished')
    const extended = { ...short, status: 'raising_extend' as ProjectStatus }
    expect(on({ ...extended, today: '2027-01-31' })).toBeNull()
    expect(on({ ...extended, today: '2027-02-01' })?.to).toBe('unsuccess_finished')
    expect(on({ ...extended, today: '2027-02-01', raisedMinor: 100_000_00 })?.to).toBe(
      'success_finished',
    )
  })

  it('moves nothing that is not coming or raising', () => {
    for (const status of ['new', 'approval', 'denied', 'success_finished', 'running'] as const)
      expect(on({ status, today: '2030-01-01', raisedMinor: 900_000_00 })).toBeNull()
  })
})

describe('days and instants in Israel', () => {
  it('starts a winter day at 22:00 UTC and a summer day at 21:00 UTC', () => {
    expect(israelDayStart('2026-12-01').toISOString()).toBe('2026-11-30T22:00:00.000Z')
    expect(israelDayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z')
  })

  it('keeps midnight right on the days the clocks change', () => {
    // Israel moves to summer time on the Friday before the last Sunday of March, at 02:00.
    expect(israelDayStart('2026-03-27').toISOString()).toBe('2026-03-26T22:00:00.000Z')
    expect(israelDayStart('2026-03-28').toISOString()).toBe('2026-03-27T21:00:00.000Z')
    expect(israelDayStart('2026-10-25').toISOString()).toBe('2026-10-24T21:00:00.000Z')
    expect(israelDayStart('2026-10-26').toISOString()).toBe('2026-10-25T22:00:00.000Z')
  })

  it('closes a raise at the end of its last day', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
    expect(
      raiseClosesAt({ status: 'raising', endDay: '2026-12-31', extensionEndDay: null }),
    ).toEqual(new Date('2026-12-31T22:00:00.000Z'))
  })
})

describe('cancelling a pledge', () => {
  const raise = { status: 'raising' as ProjectStatus, endDay: '2026-12-31', extensionEndDay: null }
  const closes = new Date('2026-12-31T22:00:00.000Z').getTime()
  const hours = (n: number) => n * 3_600_000

  it('is allowed until 48 hours before the close, and refused from then on', () => {
    expect(cancellationDeadline(raise, 48)).toEqual(new Date(closes - hours(48)))
    expect(canCancelPledge(raise, 48, new Date(closes - hours(48) - 1))).toBe(true)
    expect(canCancelPledge(raise, 48, new Date(closes - hours(48)))).toBe(false)
    expect(canCancelPledge(raise, 24, new Date(closes - hours(30)))).toBe(true)
  })

  it('is allowed throughout an extension, until the extended raise closes', () => {
    const extended = { status: 'raising_extend' as ProjectStatus, endDay: '2026-12-31' }
    const at = { ...extended, extensionEndDay: '2027-01-31' }
    const extendedCloses = new Date('2027-01-31T22:00:00.000Z').getTime()
    expect(canCancelPledge(at, 48, new Date(extendedCloses - 1))).toBe(true)
    expect(canCancelPledge(at, 48, new Date(extendedCloses))).toBe(false)
  })

  it('is refused once the raise has ended, and has no deadline before an end day is set', () => {
    expect(canCancelPledge({ ...raise, status: 'success_finished' }, 48, new Date(0))).toBe(false)
    expect(canCancelPledge({ ...raise, endDay: null }, 48, new Date(closes))).toBe(true)
  })
})

describe('what an investor may still do with a pledge', () => {
  const pledge = (status: InvestmentStatus, paymentState: PaymentState) => ({
    status,
    paymentState,
  })

  it('changes a pending pledge only while no money moves', () => {
    expect(canChangePledge(pledge('pending', 'awaiting_transfer'))).toBe(true)
    expect(canChangePledge(pledge('pending', 'card_saved'))).toBe(true)
    expect(canChangePledge(pledge('pending', 'charge_declined'))).toBe(true)
    expect(canChangePledge(pledge('pending', 'charging'))).toBe(false)
    expect(canChangePledge(pledge('pending', 'action_required'))).toBe(false)
    expect(canChangePledge(pledge('active', 'paid'))).toBe(false)
    expect(canChangePledge(pledge('cancelled', 'awaiting_transfer'))).toBe(false)
  })

  it('cancels any live pledge, paid too, but not a charge in flight', () => {
    expect(canCancelInvestment(pledge('pending', 'awaiting_card'))).toBe(true)
    expect(canCancelInvestment(pledge('pending', 'action_required'))).toBe(true)
    expect(canCancelInvestment(pledge('active', 'paid'))).toBe(true)
    expect(canCancelInvestment(pledge('pending', 'charging'))).toBe(false)
    expect(canCancelInvestment(pledge('failed', 'charge_declined'))).toBe(false)
    expect(canCancelInvestment(pledge('cancelled', 'card_released'))).toBe(false)
  })

  it('owes back what was paid and releases a card on file', () => {
    expect(paymentStateAfterCancel(pledge('active', 'paid'))).toBe('refund_due')
    expect(paymentStateAfterCancel(pledge('pending', 'card_saved'))).toBe('card_released')
    expect(paymentStateAfterCancel(pledge('pending', 'action_required'))).toBe('card_released')
    expect(paymentStateAfterCancel(pledge('pending', 'charge_declined'))).toBe('card_released')
    expect(paymentStateAfterCancel(pledge('pending', 'awaiting_card'))).toBe('awaiting_card')
    expect(paymentStateAfterCancel(pledge('pending', 'awaiting_transfer'))).toBe(
      'awaiting_transfer',
    )
  })
})
