import { israelToday } from '@/domain/identity/adulthood'

const dayMs = 24 * 60 * 60 * 1000

/**
 * The last day to make the transfer: `days` calendar days after today in Israel, stored as that
 * day's midday (10:00 UTC, noon or 1 pm in Israel), so it reads as the same date in any time zone
 * from UTC-9 to UTC+13, Israel's included, whatever the server's clock says.
 */
export function transferDueDate(now: Date, days: number): string {
  const today = Date.parse(`${israelToday(now)}T00:00:00Z`)
  return new Date(today + days * dayMs + 10 * 60 * 60 * 1000).toISOString()
}

/** `R-2026-0042-7-1`, `-2`, …: the investment's reference and the request's place among its own. */
export function paymentRequestNumber(reference: string, earlierRequests: number): string {
  return `${reference}-${earlierRequests + 1}`
}

/** The file name a payment request's PDF is offered under: ASCII, safe in a header. */
export function paymentRequestFilename(number: string): string {
  return `payment-request-${number.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`
}
