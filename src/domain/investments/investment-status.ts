/**
 * An investment's life (spec 3, investments table): `pending` is ordered and not yet paid,
 * `active` is paid and waiting for the raise's result, `approved` is in force after the raise
 * succeeded. `cancelled` (by the investor or staff), `failed` (the payment did not go through) and
 * `refunded` (the raise failed or the money went back) end it.
 */
export const investmentStatuses = [
  'pending',
  'active',
  'approved',
  'cancelled',
  'failed',
  'refunded',
] as const
export type InvestmentStatus = (typeof investmentStatuses)[number]

/** Statuses that still hold money in the raise: they count towards its total and the caps. */
export const liveInvestmentStatuses = [
  'pending',
  'active',
  'approved',
] as const satisfies readonly InvestmentStatus[]

export function isLiveInvestmentStatus(status: string): boolean {
  return (liveInvestmentStatuses as readonly string[]).includes(status)
}

export const paymentMethods = ['bank_transfer', 'card'] as const
export type PaymentMethod = (typeof paymentMethods)[number]

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (paymentMethods as readonly string[]).includes(value)
}

/**
 * Where the money stands. A transfer is awaited until staff record it. A card is first saved on
 * the card provider's page (refused when its brand is not accepted), then charged once the raise
 * reaches its minimum: `charging` until the provider's event says how it went, `action_required`
 * while the investor must confirm it (3-D Secure), `charge_declined` while it is tried again.
 * A raise that fails releases saved cards (`card_released`) and owes received transfers back
 * (`refund_due`) until staff record the refund.
 */
export const paymentStates = [
  'awaiting_transfer',
  'awaiting_card',
  'card_saved',
  'card_refused',
  'charging',
  'action_required',
  'charge_declined',
  'card_released',
  'paid',
  'refund_due',
  'refunded',
] as const
export type PaymentState = (typeof paymentStates)[number]

/** A card pledge whose card is on file: saved, then charged (whatever the charge's outcome yet). */
const cardOnFileStates: readonly PaymentState[] = [
  'card_saved',
  'charging',
  'action_required',
  'charge_declined',
  'paid',
]

export function hasCardOnFile(state: PaymentState | null | undefined): boolean {
  return state != null && cardOnFileStates.includes(state)
}

export function initialPaymentState(method: PaymentMethod): PaymentState {
  return method === 'card' ? 'awaiting_card' : 'awaiting_transfer'
}
