import * as z from '@/domain/zod'

import { text } from '../auth/credentials-schema'
import { isValidCalendarDate } from '../identity/adulthood'
import { moneyTextToMinor } from '../money'

/** An amount typed in major units, as minor units. */
const amountMinor = z
  .union([z.string(), z.number()])
  .transform((value) => moneyTextToMinor(value))
  .refine((minor): minor is number => minor !== null && minor > 0, 'amountInvalid')

/** A day that has been ('YYYY-MM-DD', today in Israel at the latest). */
const pastDay = (today: string) =>
  z
    .string({ error: 'dateInvalid' })
    .trim()
    .refine(isValidCalendarDate, 'dateInvalid')
    .refine((day) => day <= today, 'dateInFuture')

/** Staff record a bank transfer received for an investment (the admin's settlement panel). */
export const transferReceiptSchema = (today: string) =>
  z.object({ amount: amountMinor, receivedOn: pastDay(today) }, { error: 'badRequest' })

/** Staff record the refund of a transfer they sent back to the investor, with the bank's reference. */
export const refundRecordSchema = (today: string) =>
  z.object(
    {
      amount: amountMinor,
      refundedOn: pastDay(today),
      reference: text().trim().min(1, 'required').max(100, 'tooLong'),
    },
    { error: 'badRequest' },
  )

/** Minor units as the major amount a form shows and sends back ('2000.00', '0.05'). */
export function minorAsMajorText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
}
