import type { InvestmentStatus, PaymentState } from './investment-status'

/** Payment states the investments table explains beside the status (the rest say nothing more). */
export const explainedPaymentStates = [
  'awaiting_transfer',
  'awaiting_card',
  'card_saved',
  'card_refused',
  'charging',
  'action_required',
  'charge_declined',
  'card_released',
  'refund_due',
] as const satisfies readonly PaymentState[]
/** `refund_failed`: owed back (`refund_due`) after the card refund failed, at once or later. */
export type ExplainedPaymentState = (typeof explainedPaymentStates)[number] | 'refund_failed'

const isExplained = (state: unknown): state is ExplainedPaymentState =>
  (explainedPaymentStates as readonly unknown[]).includes(state)

/**
 * What the investments table says about the money under an investment's status (spec 3, status
 * tooltips): where a pledge's payment stands while it is live (waiting for the transfer, a card
 * waiting to be charged, a charge the investor must confirm, a refund owed), and that an ended
 * raise released the card. Money owed back is said whatever the status (a pledge cancelled after
 * its charge, a card refund that failed: `refund_failed`). Paid, refunded, failed and other
 * cancelled investments: the status says it all. `confirmPath` is where an investor confirms a
 * charge their bank holds (3-D Secure).
 */
export function investmentRowNote(row: {
  id: number
  status: InvestmentStatus | string
  paymentState?: PaymentState | string | null
  refundFailed?: boolean
}): { paymentState: ExplainedPaymentState; confirmPath: string | null } | null {
  const { status, paymentState } = row
  if (!isExplained(paymentState)) return null
  if (paymentState === 'refund_due')
    return { paymentState: row.refundFailed ? 'refund_failed' : 'refund_due', confirmPath: null }
  const live = status === 'pending' || status === 'active' || status === 'approved'
  const released = status === 'cancelled' && paymentState === 'card_released'
  if (!live && !released) return null
  return {
    paymentState,
    confirmPath:
      paymentState === 'action_required' && status === 'pending'
        ? `/invest/confirm/${row.id}`
        : null,
  }
}
