import { israelTimeZone, israelToday } from '../identity/adulthood'

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: israelTimeZone,
  calendar: 'gregory',
  numberingSystem: 'latn',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** Minutes Israel's clock is ahead of UTC at `instant` (120 in winter, 180 in summer). */
function israelOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  )
  const asIfUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return Math.round((asIfUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/**
 * The instant a calendar day ('YYYY-MM-DD') begins in Israel. Israel changes its clocks at 02:00,
 * so midnight always exists once; the offset is read at the guess and read again once corrected.
 */
export function israelDayStart(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`)
  let instant = utcMidnight - israelOffsetMinutes(utcMidnight) * 60_000
  instant = utcMidnight - israelOffsetMinutes(instant) * 60_000
  return new Date(instant)
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/** The Israel calendar day ('YYYY-MM-DD') of a stored instant (a project's dates), or null. */
export function israelDayOf(instant: Date | string | null): string | null {
  return instant === null ? null : israelToday(new Date(instant))
}

export type IsraelMonth = {
  /** 'YYYY-MM' */
  month: string
  /** Midnight of the month's 1st in Israel. */
  start: Date
  /** Midnight of the next month's 1st in Israel (excluded). */
  end: Date
}

/** The calendar month in Israel that `instant` falls in (the UTC month lags it every 1st night). */
export function israelMonthOf(instant: Date): IsraelMonth {
  const month = israelToday(instant).slice(0, 7)
  const [year, number] = month.split('-').map(Number) as [number, number]
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { month, start: israelDayStart(`${month}-01`), end: israelDayStart(`${next}-01`) }
}
