import type { StatementLine } from './bank-statement'
import type { InvestmentStatus, PaymentState } from './investment-status'

/** A project's bank-transfer investment, as the statement is matched against it. */
export type TransferOnRecord = {
  investmentId: number
  reference: string
  /** Minor units. */
  amount: number
  status: InvestmentStatus
  paymentState: PaymentState
}

export const matchKinds = [
  'matched',
  'amount_mismatch',
  'unknown_reference',
  'already_paid',
  'not_expected',
  'duplicate',
] as const
export type MatchKind = (typeof matchKinds)[number]

export type StatementMatch = StatementLine & {
  kind: MatchKind
  investmentId?: number
  /** The amount the investment expects (minor units), on a mismatch. */
  expected?: number
  /** The earlier line with the same reference, on a duplicate. */
  firstLine?: number
}

const paidStates: readonly PaymentState[] = ['paid', 'refund_due', 'refunded']

/** A transfer is still expected while the pledge is pending and waiting for it. */
export const isAwaitingTransfer = (transfer: Pick<TransferOnRecord, 'status' | 'paymentState'>) =>
  transfer.status === 'pending' && transfer.paymentState === 'awaiting_transfer'

/**
 * Each statement line against the project's transfers, by reference. Only `matched` (the exact
 * amount for a transfer still expected) may be applied; a different amount is listed with the one
 * expected and never applied (staff contact the investor); a reference seen on an earlier line is
 * a `duplicate` whatever its amount, so one transfer is never counted twice.
 */
export function matchStatement(
  lines: readonly StatementLine[],
  transfers: readonly TransferOnRecord[],
): StatementMatch[] {
  const byReference = new Map(transfers.map((transfer) => [transfer.reference, transfer]))
  const firstLineOf = new Map<string, number>()
  return lines.map((line): StatementMatch => {
    const firstLine = firstLineOf.get(line.reference)
    if (firstLine !== undefined) return { ...line, kind: 'duplicate', firstLine }
    firstLineOf.set(line.reference, line.line)
    const transfer = byReference.get(line.reference)
    if (!transfer) return { ...line, kind: 'unknown_reference' }
    const investmentId = transfer.investmentId
    if (paidStates.includes(transfer.paymentState))
      return { ...line, kind: 'already_paid', investmentId }
    if (!isAwaitingTransfer(transfer)) return { ...line, kind: 'not_expected', investmentId }
    if (line.amount !== transfer.amount)
      return { ...line, kind: 'amount_mismatch', investmentId, expected: transfer.amount }
    return { ...line, kind: 'matched', investmentId }
  })
}

/** How many lines of each kind. */
export function countMatches(matches: readonly StatementMatch[]): Record<MatchKind, number> {
  const counts = Object.fromEntries(matchKinds.map((kind) => [kind, 0])) as Record<
    MatchKind,
    number
  >
  for (const match of matches) counts[match.kind]++
  return counts
}
