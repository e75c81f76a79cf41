/**
 * Ages from calendar dates written 'YYYY-MM-DD'. Birthdays are dates, not instants, so the
 * arithmetic works on the digits: a `Date` would bring the server's time zone into the answer.
 */
export const israelTimeZone = 'Asia/Jerusalem'

const israelDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: israelTimeZone,
  calendar: 'gregory',
  numberingSystem: 'latn',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The date on a calendar in Israel at the instant `now`, 'YYYY-MM-DD'. */
export function israelToday(now: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    israelDateFormat.formatToParts(now).find((each) => each.type === type)?.value ?? ''
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = datePattern.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** A number that orders dates like the calendar does. */
const dayNumber = ({ year, month, day }: { year: number; month: number; day: number }) =>
  year * 10_000 + month * 100 + day

/** Exactly 'YYYY-MM-DD', and a day that exists (no 2023-02-29, no 2024-04-31). */
export function isValidCalendarDate(value: string): boolean {
  return parseDate(value) !== null
}

/**
 * Whether someone born on `birthDate` has reached `adultAge` on `today` (both 'YYYY-MM-DD'). The
 * day of a birthday counts. Born on 29 February: in a year without one, the birthday is 1 March
 * (the day after 28 February, as Israeli practice counts it), so nobody is adult a day early.
 * A date that is not a real date answers false: adulthood must be shown, not assumed.
 */
export function isAdultOn(birthDate: string, today: string, adultAge = 18): boolean {
  const birth = parseDate(birthDate)
  const now = parseDate(today)
  if (!birth || !now) return false
  const year = birth.year + adultAge
  const leapDayInCommonYear = birth.month === 2 && birth.day === 29 && !isLeapYear(year)
  const [month, day] = leapDayInCommonYear ? [3, 1] : [birth.month, birth.day]
  return dayNumber({ year, month, day }) <= dayNumber(now)
}
