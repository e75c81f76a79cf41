import { describe, expect, it } from 'vitest'

import { isAdultOn, israelToday, isValidCalendarDate } from '@/domain/identity/adulthood'

describe('the date in Israel', () => {
  it('is already the next day at 23:30 UTC, winter (UTC+2) and summer (UTC+3)', () => {
    expect(israelToday(new Date('2025-01-15T23:30:00Z'))).toBe('2025-01-16')
    expect(israelToday(new Date('2025-07-15T23:30:00Z'))).toBe('2025-07-16')
  })

  it('at 21:30 UTC is the same day in winter and the next day in summer', () => {
    expect(israelToday(new Date('2025-01-15T21:30:00Z'))).toBe('2025-01-15')
    expect(israelToday(new Date('2025-07-15T21:30:00Z'))).toBe('2025-07-16')
  })

  it('turns the year at midnight in Israel', () => {
    expect(israelToday(new Date('2024-12-31T21:59:59Z'))).toBe('2024-12-31')
    expect(israelToday(new Date('2024-12-31T22:00:00Z'))).toBe('2025-01-01')
  })
})

describe('calendar dates', () => {
  it('accepts existing dates written YYYY-MM-DD', () => {
    expect(isValidCalendarDate('2024-02-29')).toBe(true)
    expect(isValidCalendarDate('2000-02-29')).toBe(true)
    expect(isValidCalendarDate('2025-12-31')).toBe(true)
  })

  it('refuses days that do not exist and other spellings', () => {
    for (const value of [
      '2023-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-1-5',
      '05/01/2024',
      '2024-01-05T00:00',
      ' 2024-01-05',
      '',
    ])
      expect(isValidCalendarDate(value), value).toBe(false)
  })
})

describe('adulthood', () => {
  it('is reached on the 18th birthday itself, not the day before', () => {
    expect(isAdultOn('2007-06-15', '2025-06-15')).toBe(true)
    expect(isAdultOn('2007-06-16', '2025-06-15')).toBe(false)
    expect(isAdultOn('2007-06-14', '2025-06-15')).toBe(true)
  })

  it('compares across months and years, not only days', () => {
    expect(isAdultOn('2007-12-31', '2025-06-15')).toBe(false)
    expect(isAdultOn('2007-01-01', '2025-06-15')).toBe(true)
    expect(isAdultOn('1950-03-10', '2025-06-15')).toBe(true)
  })

  it('for a 29 February birthday, comes on 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false)
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true)
  })

  it('for a 29 February birthday, comes on 29 February when the year has one', () => {
    expect(isAdultOn('2000-02-29', '2024-02-28', 24)).toBe(false)
    expect(isAdultOn('2000-02-29', '2024-02-29', 24)).toBe(true)
    expect(isAdultOn('2004-02-29', '2022-02-28')).toBe(false)
    expect(isAdultOn('2004-02-29', '2022-03-01')).toBe(true)
  })

  it('takes another age', () => {
    expect(isAdultOn('2004-06-15', '2025-06-15', 21)).toBe(true)
    expect(isAdultOn('2004-06-16', '2025-06-15', 21)).toBe(false)
  })

  it('is false for a date that is not a date', () => {
    expect(isAdultOn('1990-02-30', '2025-06-15')).toBe(false)
    expect(isAdultOn('2006-02-29', '2025-06-15')).toBe(false)
    expect(isAdultOn('1990-01-01', 'today')).toBe(false)
  })
})
