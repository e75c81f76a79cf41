import type { PaymentState } from '../investment-status'
import type { ProjectStatus } from '../../projects/project-status'

const dayMs = 86_400_000

/** The close's settings that bound how long money may still come in (*Payment settings*). */
export type SettlementWindows = {
  /** Days after the close within which a bank transfer may still arrive. */
  transferGraceDays: number
  /** Days a declined (or bank-held) card charge is tried again from its first failure. */
  cardRetryDays: number
}

/**
 * The earliest instant a succeeded raise's money may be judged: the later of the transfer grace
 * and the card retry window, both counted from the close. A card whose first charge failed only
 * after the close retries past this instant; `moneyReceivedDecision` waits for it through the
 * live pledges whose payment is still under way.
 */
export function moneySettlesAt(closedAt: Date, windows: SettlementWindows): Date {
  const days = Math.max(windows.transferGraceDays, windows.cardRetryDays)
  return new Date(closedAt.getTime() + days * dayMs)
}

/** Payment states of a live pledge whose money may still arrive. */
export const paymentsUnderWayStates = [
  'awaiting_transfer',
  'card_saved',
  'charging',
  'action_required',
  'charge_declined',
] as const satisfies readonly PaymentState[]

export type MoneyReceivedFacts = SettlementWindows & {
  status: ProjectStatus
  /** When the raise closed (`raise_totals.closed_at`); null if it never recorded one. */
  closedAt: Date | null
  now: Date
  minimumMinor: number
  /** Paid live pledges (a card charged, a transfer recorded): their amounts, fees excluded. */
  receivedMinor: number
  /**
   * Live pledges whose money is under way: a transfer awaited, a card saved, being charged, held
   * by the bank or retried (`paymentsUnderWayStates`). A card pledge whose card was never saved is not
   * waited for: nothing will charge it.
   */
  paymentsUnderWay: number
}

/**
 * `stands`: the money received reaches the minimum (it cannot drop after the close: nothing is
 * cancelled then). `waits`: money may still come (the windows are open, or a payment is still
 * under way: the earlier steps of the round end transfers and card retries past their windows, so
 * what is left is a charge whose outcome is not known yet). `fails`: everything that could come
 * has, below the minimum.
 */
export type MoneyReceivedDecision = 'not-applicable' | 'stands' | 'waits' | 'fails'

/**
 * Spec: success is decided on live pledges at the close, but money decides in the end (all or
 * nothing on money, not on promises). Only a raise that succeeded and whose securities are not yet
 * issued (`success_finished`) is judged: once they are (`running`), the raise stands.
 */
export function moneyReceivedDecision(facts: MoneyReceivedFacts): MoneyReceivedDecision {
  if (facts.status !== 'success_finished') return 'not-applicable'
  if (facts.receivedMinor >= facts.minimumMinor) return 'stands'
  if (facts.closedAt === null) return 'waits'
  if (facts.now.getTime() < moneySettlesAt(facts.closedAt, facts).getTime()) return 'waits'
  if (facts.paymentsUnderWay > 0) return 'waits'
  return 'fails'
}
