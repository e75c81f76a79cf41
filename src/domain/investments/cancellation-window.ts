import { raiseClosesAt, type RaiseFacts } from '../projects/raise-schedule'

type RaiseTiming = Pick<RaiseFacts, 'status' | 'endDay' | 'extensionEndDay'>

const takesCancellations = (status: RaiseFacts['status']) =>
  status === 'raising' || status === 'raising_extend'

/**
 * The last instant an investor may cancel a pledge: `windowHours` (*Payment settings*, 48 by
 * default) before the raise closes. During an extension the terms changed under the investor, so
 * they may cancel until the extended raise closes. Null when no end day is set (no deadline yet).
 */
export function cancellationDeadline(raise: RaiseTiming, windowHours: number): Date | null {
  const closes = raiseClosesAt(raise)
  if (!closes) return null
  if (raise.status === 'raising_extend') return closes
  return new Date(closes.getTime() - windowHours * 3_600_000)
}

/** A pledge may be cancelled while its raise is open and before the deadline; then it stands. */
export function canCancelPledge(raise: RaiseTiming, windowHours: number, now: Date): boolean {
  if (!takesCancellations(raise.status)) return false
  const deadline = cancellationDeadline(raise, windowHours)
  return deadline === null || now.getTime() < deadline.getTime()
}

/**
 * A pledge whose charge is under way (sent to the card provider, or waiting for the investor to
 * confirm it) can no longer be changed: the money may be taken at any moment.
 */
export function chargeUnderWay(paymentState: string): boolean {
  return paymentState === 'charging' || paymentState === 'action_required'
}
