import type { Payload, PayloadRequest } from 'payload'

import { parseRateMicros } from '@/domain/investments/fx'
import type { Currency } from '@/domain/money'
import { AppError } from '@/server/errors/app-error'

/**
 * Shekels per unit of `currency` (millionths) at the rate staff recorded for `day` or the latest
 * day before it. Without any rate recorded, an amount in that currency cannot be counted against
 * the caps, so the investment waits: never a made-up rate.
 */
export async function ilsRateOn(
  payload: Payload,
  currency: Currency,
  day: string,
  req?: Partial<PayloadRequest>,
): Promise<{ micros: bigint; text: string }> {
  if (currency === 'ILS') return { micros: 1_000_000n, text: '1' }
  const { docs } = await payload.find({
    collection: 'fx-rates',
    where: { and: [{ currency: { equals: currency } }, { date: { less_than_equal: day } }] },
    sort: '-date',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const rate = docs[0]
  if (!rate) throw new AppError('FX_RATE_MISSING')
  return { micros: parseRateMicros(rate.ilsPerUnit), text: `${rate.ilsPerUnit} (${rate.date})` }
}
