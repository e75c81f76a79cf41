import {
  isLiveInvestmentStatus,
  paymentMethods,
  type InvestmentStatus,
  type PaymentMethod,
  type PaymentState,
} from '@/domain/investments/investment-status'

/**
 * The close screen's buckets. They overlap on purpose, as staff read them: `pledged` is every live
 * investment (what the raise's total counts), `paid` the money received and kept, `approved` the
 * investments in force (always paid), `refundDue` money received from a raise that failed and not
 * yet sent back (still live until then), and `failed`, `cancelled`, `refunded` the ended ones.
 */
export const settlementBuckets = [
  'pledged',
  'paid',
  'approved',
  'refundDue',
  'refunded',
  'failed',
  'cancelled',
] as const
export type SettlementBucket = (typeof settlementBuckets)[number]

export function bucketsOf(
  status: InvestmentStatus,
  paymentState: PaymentState,
): SettlementBucket[] {
  const buckets: SettlementBucket[] = []
  if (isLiveInvestmentStatus(status)) buckets.push('pledged')
  if (paymentState === 'paid') buckets.push('paid')
  if (status === 'approved') buckets.push('approved')
  if (paymentState === 'refund_due') buckets.push('refundDue')
  if (status === 'refunded') buckets.push('refunded')
  if (status === 'failed') buckets.push('failed')
  if (status === 'cancelled') buckets.push('cancelled')
  return buckets
}

/** One line of the grouped query: how many investments share a method, status and payment state. */
export type SettlementGroup = {
  method: PaymentMethod
  status: InvestmentStatus
  paymentState: PaymentState
  count: number
  amountMinor: number
}

export type Tally = { count: number; amountMinor: number }
export const closeColumns = [...paymentMethods, 'total'] as const
export type CloseColumn = (typeof closeColumns)[number]
export type CloseFigures = Record<SettlementBucket, Record<CloseColumn, Tally>>

/** The grouped counts and sums (minor units) folded into each bucket, per method and in total. */
export function foldCloseFigures(groups: readonly SettlementGroup[]): CloseFigures {
  const figures = Object.fromEntries(
    settlementBuckets.map((bucket) => [
      bucket,
      Object.fromEntries(closeColumns.map((column) => [column, { count: 0, amountMinor: 0 }])),
    ]),
  ) as CloseFigures
  for (const group of groups) {
    for (const bucket of bucketsOf(group.status, group.paymentState)) {
      for (const column of [group.method, 'total'] as const) {
        figures[bucket][column].count += group.count
        figures[bucket][column].amountMinor += group.amountMinor
      }
    }
  }
  return figures
}
