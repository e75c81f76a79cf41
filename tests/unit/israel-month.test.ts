import { describe, expect, it } from 'vitest'

import { israelMonthOf } from '@/domain/projects/israel-time'

describe('the calendar month in Israel', () => {
  it('runs from midnight of the 1st in Israel to midnight of the next 1st (winter, UTC+2)', () => {
    const month = israelMonthOf(new Date('2026-11-26T12:00:00Z'))
    expect(month.month).toBe('2026-11')
    expect(month.start.toISOString()).toBe('2026-10-31T22:00:00.000Z')
    expect(month.end.toISOString()).toBe('2026-11-30T22:00:00.000Z')
  })

  it('is already the next month in Israel while it is still the last evening in UTC', () => {
    // 23:30 UTC on 31 October is 01:30 on 1 November in Israel.
    expect(israelMonthOf(new Date('2026-10-31T23:30:00Z')).month).toBe('2026-11')
    expect(israelMonthOf(new Date('2026-10-31T21:59:59Z')).month).toBe('2026-10')
  })

  it('follows the clock change inside a month (summer time ends in October)', () => {
    const october = israelMonthOf(new Date('2026-10-15T12:00:00Z'))
    // 1 October is summer time (UTC+3), 1 November winter time (UTC+2).
    expect(october.start.toISOString()).toBe('2026-09-30T21:00:00.000Z')
    expect(october.end.toISOString()).toBe('2026-10-31T22:00:00.000Z')
  })

  it('rolls December over into January of the next year', () => {
    const december = israelMonthOf(new Date('2026-12-31T21:30:00Z'))
    expect(december.month).toBe('2026-12')
    expect(december.end.toISOString()).toBe('2026-12-31T22:00:00.000Z')
    expect(israelMonthOf(new Date('2026-12-31T22:30:00Z')).month).toBe('2027-01')
  })
})
