import * as z from '@/domain/zod'

import { text } from '../auth/credentials-schema'
import { isValidCalendarDate } from '../identity/adulthood'
import { moneyTextToMinor } from '../money'

/** An amount typed in major units, as minor units. */
const amountMinor = z
  .union([z.string(), z.number()])
  .transform((value) => moneyTextToMinor(value))
  .refine((minor): minor is number => minor !== null && minor > 0, 'amountInvalid')

/** A day ('YYYY-MM-DD'). */
const calendarDay = z
  .string({ error: 'dateInvalid' })
  .trim()
  .refine(isValidCalendarDate, 'dateInvalid')

/** A day that has been (today in Israel at the latest). */
const pastDay = (today: string) => calendarDay.refine((day) => day <= today, 'dateInFuture')

/**
 * Staff record a bank transfer received for an investment (the admin's settlement panel): its
 * fields as the route's contract describes them, the day not yet checked against today.
 */
export const transferReceiptFields = z.object(
  { amount: amountMinor, receivedOn: calendarDay },
  { error: 'badRequest' },
)

/** A transfer received, on a day that has been. */
export const transferReceiptSchema = (today: string) =>
  transferReceiptFields.extend({ receivedOn: pastDay(today) })

/**
 * Staff record the refund of a transfer they sent back to the investor, with the bank's reference:
 * its fields as the route's contract describes them, the day not yet checked against today.
 */
export const refundRecordFields = z.object(
  {
    amount: amountMinor,
    refundedOn: calendarDay,
    reference: text().trim().min(1, 'required').max(100, 'tooLong'),
  },
  { error: 'badRequest' },
)

/** A refund recorded, on a day that has been. */
export const refundRecordSchema = (today: string) =>
  refundRecordFields.extend({ refundedOn: pastDay(today) })

/** Minor units as the major amount a form shows and sends back ('2000.00', '0.05'). */
export function minorAsMajorText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}
