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
export type ExplainedPaymentState = (typeof explainedPaymentStates)[number]

const isExplained = (state: unknown): state is ExplainedPaymentState =>
  (explainedPaymentStates as readonly unknown[]).includes(state)

/**
 * What the investments table says about the money under an investment's status (spec 3, status
 * tooltips): where a pledge's payment stands while it is live (waiting for the transfer, a card
 * waiting to be charged, a charge the investor must confirm, a refund owed), and that an ended
 * raise released the card. Paid, refunded, failed and other cancelled investments: the status says
 * it all. `confirmPath` is where an investor confirms a charge their bank holds (3-D Secure).
 */
export function investmentRowNote(row: {
  id: number
  status: InvestmentStatus | string
  paymentState?: PaymentState | string | null
}): { paymentState: ExplainedPaymentState; confirmPath: string | null } | null {
  const { status, paymentState } = row
  if (!isExplained(paymentState)) return null
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
