import { describe, expect, it } from 'vitest'

import { projectStatuses } from '@/domain/projects/project-status'
import {
  moneyReceivedDecision,
  moneySettlesAt,
  type MoneyReceivedFacts,
} from '@/domain/investments/raise/money-received'

const closedAt = new Date('2031-06-01T10:00:00Z')
const days = (n: number) => new Date(closedAt.getTime() + n * 86_400_000)
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta)

/** A raise that closed on 1 June with its minimum pledged, 7 days' transfer grace, 3 card days. */
const facts = (change: Partial<MoneyReceivedFacts> = {}): MoneyReceivedFacts => ({
  status: 'success_finished',
  closedAt,
  now: days(7),
  transferGraceDays: 7,
  cardRetryDays: 3,
  minimumMinor: 10_000_00,
  receivedMinor: 9_999_99,
  paymentsUnderWay: 0,
  ...change,
})

describe('when a raise’s money may be judged', () => {
  it('is the later of the transfer grace and the card retry window, from the close', () => {
    expect(moneySettlesAt(closedAt, { transferGraceDays: 7, cardRetryDays: 3 })).toEqual(days(7))
    expect(moneySettlesAt(closedAt, { transferGraceDays: 2, cardRetryDays: 5 })).toEqual(days(5))
    expect(moneySettlesAt(closedAt, { transferGraceDays: 4, cardRetryDays: 4 })).toEqual(days(4))
    expect(moneySettlesAt(closedAt, { transferGraceDays: 0, cardRetryDays: 0 })).toEqual(closedAt)
  })
})

describe('all or nothing on money received', () => {
  it('fails a raise whose windows are over with less than the minimum received', () => {
    expect(moneyReceivedDecision(facts())).toBe('fails')
    expect(moneyReceivedDecision(facts({ receivedMinor: 0 }))).toBe('fails')
  })

  it('lets a raise stand with exactly the minimum received, or more, whenever it is judged', () => {
    expect(moneyReceivedDecision(facts({ receivedMinor: 10_000_00 }))).toBe('stands')
    expect(moneyReceivedDecision(facts({ receivedMinor: 10_000_01 }))).toBe('stands')
    expect(moneyReceivedDecision(facts({ receivedMinor: 10_000_00, now: days(1) }))).toBe('stands')
  })

  it('waits until the transfer grace is over, to the millisecond', () => {
    expect(moneyReceivedDecision(facts({ now: ms(days(7), -1) }))).toBe('waits')
    expect(moneyReceivedDecision(facts({ now: days(7) }))).toBe('fails')
    expect(moneyReceivedDecision(facts({ now: closedAt }))).toBe('waits')
  })

  it('waits for the card retry window when it is the longer one', () => {
    const longerCards = { transferGraceDays: 2, cardRetryDays: 5 }
    expect(moneyReceivedDecision(facts({ ...longerCards, now: days(2) }))).toBe('waits')
    expect(moneyReceivedDecision(facts({ ...longerCards, now: ms(days(5), -1) }))).toBe('waits')
    expect(moneyReceivedDecision(facts({ ...longerCards, now: days(5) }))).toBe('fails')
  })

  it('waits while a payment is still under way (a charge not answered, a card retried past the close)', () => {
    expect(moneyReceivedDecision(facts({ paymentsUnderWay: 1, now: days(30) }))).toBe('waits')
    expect(moneyReceivedDecision(facts({ paymentsUnderWay: 0, now: days(30) }))).toBe('fails')
  })

  it('waits for a raise that recorded no close', () => {
    expect(moneyReceivedDecision(facts({ closedAt: null, now: days(365) }))).toBe('waits')
  })

  it('judges only a raise that succeeded and whose securities are not issued yet', () => {
    for (const status of projectStatuses.filter((each) => each !== 'success_finished'))
      expect(moneyReceivedDecision(facts({ status }))).toBe('not-applicable')
  })
})
