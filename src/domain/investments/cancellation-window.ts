import { raiseClosesAt, type RaiseFacts } from '../projects/raise-schedule'

import {
  isLiveInvestmentStatus,
  type InvestmentStatus,
  type PaymentState,
} from './investment-status'

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

type PledgeState = { status: InvestmentStatus; paymentState: PaymentState }

/** Payment states in which a pending pledge's amount or method may still change: no money moved. */
const changeablePaymentStates: readonly PaymentState[] = [
  'awaiting_transfer',
  'awaiting_card',
  'card_saved',
  'card_refused',
  'charge_declined',
]

/**
 * A pledge's amount or method may change while it is pending and no money moves: not once paid,
 * and not while its charge is under way (sent to the card provider, or waiting for the investor
 * to confirm it), since the money may be taken at any moment.
 */
export function canChangePledge(pledge: PledgeState): boolean {
  return pledge.status === 'pending' && changeablePaymentStates.includes(pledge.paymentState)
}

/**
 * A live pledge may be cancelled (inside the window, see canCancelPledge), also once paid: the
 * money is then owed back in full. Only a charge in flight at the provider (`charging`, answered
 * within moments) waits: its outcome decides whether there is money to return.
 */
export function canCancelInvestment(pledge: PledgeState): boolean {
  return isLiveInvestmentStatus(pledge.status) && pledge.paymentState !== 'charging'
}

/**
 * Where the money stands once a pledge is cancelled: what was paid is owed back; a card saved or
 * awaiting the investor's confirmation is released; a transfer not yet made stays as it was (its
 * payment request is voided).
 */
export function paymentStateAfterCancel(pledge: PledgeState): PaymentState {
  if (pledge.paymentState === 'paid') return 'refund_due'
  if (['card_saved', 'charge_declined', 'action_required'].includes(pledge.paymentState))
    return 'card_released'
  return pledge.paymentState
}
