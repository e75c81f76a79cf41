import type { Currency } from '@/domain/money'
import type { CardProviderName } from '@/domain/investments/card-providers'
import type { Locale } from '@/i18n/locales'

export type { CardProviderName }

/** A card kept at the provider for a later charge; only its brand and last four digits are ours. */
export type SavedCard = { paymentMethodId: string; brand: string; last4: string }

/**
 * Where a charge of a saved card stands. `succeeded` is final; `processing` waits for the
 * provider's event; `requires_action` needs the investor present (3-D Secure: the provider's
 * `authentication_required`), who confirms on `confirmUrl`'s page; `declined` did not go through
 * (`declineCode` says why: `card_declined`, `insufficient_funds`, `expired_card`, …).
 */
export type ChargeOutcome = 'succeeded' | 'processing' | 'requires_action' | 'declined'

export type ChargeResult = {
  /** The provider's payment (Stripe's PaymentIntent id); null only when none was created. */
  chargeId: string | null
  outcome: ChargeOutcome
  declineCode: string | null
}

/** A card page: `expiresAt` is when the provider closes it (Stripe Checkout: 24 hours). */
export type CardSetupPage = { sessionId: string; url: string | null; expiresAt: Date }

export type CardSetupStatus = 'open' | 'complete' | 'expired'

/**
 * A refund of a charge, whole or in part. `failed` may come after `succeeded` (the card's bank
 * sent the money back): `failureReason` then says why. `attempt` is the caller's attempt number
 * the refund was made under (null for refunds made without one).
 */
export type RefundResult = {
  refundId: string
  outcome: 'succeeded' | 'pending' | 'failed'
  failureReason?: string | null
  attempt?: number | null
}

/**
 * A webhook event, verified and reduced to what we act on. `setupCompleted` is set when the
 * investor finished the provider's card page; `charge` when a charge of a saved card changed
 * (`succeeded`, `declined`, or `requires_action` when it needs the investor); `refund` when a
 * refund settled. Every other event is recorded and left alone.
 */
export type CardGatewayEvent = {
  id: string
  /** The provider's own name for it (`checkout.session.completed`), kept in `payment-events`. */
  type: string
  setupCompleted: { sessionId: string; investmentId: number | null } | null
  charge: {
    chargeId: string
    investmentId: number | null
    outcome: Exclude<ChargeOutcome, 'processing'>
    declineCode: string | null
    /** Minor units actually charged (on success). */
    amountMinor: number
  } | null
  refund: {
    refundId: string
    chargeId: string
    investmentId: number | null
    outcome: RefundResult['outcome']
    amountMinor: number
    failureReason: string | null
    /** The attempt it was made under (its metadata), null when it carries none. */
    attempt: number | null
  } | null
}

/**
 * A card provider behind which card numbers stay: the investor types them on the provider's page,
 * we keep a reference to the saved card (Stripe: a payment method under a customer; Cardcom: a
 * token and the card's expiry), its brand and last four digits. Stripe (which does not onboard an
 * Israeli merchant) and Cardcom (an Israeli provider) fit the same shape.
 */
export type CardGateway = {
  /** Kept with each event (`payment-events.gateway`) and each card pledge (`card.provider`). */
  name: CardProviderName
  /**
   * Whether cards are saved under a customer of the provider's (Stripe), made once per investor
   * by `createCustomer`; false when a saved card stands alone (Cardcom's token): `customerId` is
   * then null and `createCustomer` is never called.
   */
  keepsCustomers: boolean
  /**
   * Whether a charge's outcome is announced by an event (Stripe: the answer may still be
   * `processing`, and the event is what the ledger applies); false when the charge's answer is
   * final and no event follows (Cardcom), so the answer is applied at once.
   */
  sendsChargeEvents: boolean
  /**
   * The largest single charge it makes, in minor units (Stripe: 99,999,999): a card pledge whose
   * amount and fee exceed it is refused when pledged (`refuseAboveCardMaximum`).
   */
  maxChargeMinor: number
  /** A new customer for the investor; `idempotencyKey` makes a retried call return the same one. */
  createCustomer(
    customer: { investorId: number; email: string; name: string },
    idempotencyKey: string,
  ): Promise<string>
  /**
   * A hosted page where the investor saves a card for a later charge (nothing is charged). The
   * same `idempotencyKey` again (racing replays of one submission) answers the same page.
   */
  startCardSetup(setup: {
    customerId: string | null
    investmentId: number
    /** The investment's currency: the card is saved for charges in it. */
    currency: Currency
    successUrl: string
    cancelUrl: string
    locale: Locale
    idempotencyKey: string
  }): Promise<CardSetupPage & { url: string }>
  /** Where a card page stands now: a replay is answered the same page while it is `open`. */
  readCardSetup(sessionId: string): Promise<CardSetupPage & { status: CardSetupStatus }>
  /** Checks a webhook's signature over its raw bytes; throws `CardEventSignatureError`. */
  verifyEvent(rawBody: Uint8Array | string, signatureHeader: string | null): CardGatewayEvent
  /** The card saved on a completed card page; throws when the page saved none. */
  readSetupResult(sessionId: string): Promise<SavedCard>
  /** Removes a saved card from its customer (no charge can use it afterwards). Idempotent. */
  detachCard(paymentMethodId: string): Promise<void>
  /**
   * Charges a saved card with the investor absent (off-session), once per `idempotencyKey`: the
   * same key again (a job run twice, a crash after the call) answers the same charge instead of
   * charging again. A card needing the investor answers `requires_action`; a refusal `declined`
   * (never thrown); only a failure to reach the provider throws `CardGatewayError`.
   */
  chargeSavedCard(charge: {
    customerId: string | null
    paymentMethodId: string
    amountMinor: number
    currency: Currency
    investmentId: number
    /** On the investor's statement and the provider's dashboard. */
    description: string
    idempotencyKey: string
  }): Promise<ChargeResult>
  /**
   * The provider's page where the investor, present, confirms a charge that answered
   * `requires_action` (3-D Secure); it returns to `returnUrl`. The outcome arrives as an event.
   */
  startChargeConfirmation(charge: { chargeId: string; returnUrl: string }): Promise<{ url: string }>
  /** Where a charge stands now (reconciling a charge whose event has not come). */
  readCharge(chargeId: string): Promise<ChargeResult & { amountMinor: number }>
  /**
   * Refunds a succeeded charge, whole when `amountMinor` is omitted; once per key. `attempt` is
   * kept on the refund, so that its events say which attempt they are about.
   */
  refundCharge(refund: {
    chargeId: string
    amountMinor?: number
    idempotencyKey: string
    attempt?: number
  }): Promise<RefundResult>
  /** Where a refund stands now (reconciling a refund whose event has not come). */
  readRefund(refundId: string): Promise<RefundResult & { amountMinor: number }>
}

/** A webhook whose signature is missing, malformed, stale or wrong: it is answered 400. */
export class CardEventSignatureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CardEventSignatureError'
  }
}

/**
 * The provider refused a call or did not answer. `refused` is true when it received the request
 * and refused it for good (Stripe: a 400 or 404, such as an amount above its maximum or a card
 * no longer there): the same request again would be refused again. False when it was not
 * reached, failed (5xx), was busy (429, 409) or did not accept our keys (401, 403: our
 * configuration, not the request): asking again later may work.
 */
export class CardGatewayError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | null = null,
    readonly refused = false,
  ) {
    super(message)
    this.name = 'CardGatewayError'
  }
}

/** No provider is configured (development without keys). */
export class CardGatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CardGatewayUnavailableError'
  }
}
