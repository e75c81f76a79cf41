import type { Currency } from '@/domain/money'
import type { Locale } from '@/i18n/locales'

/** A card kept at the provider for a later charge; only its brand and last four digits are ours. */
export type SavedCard = { paymentMethodId: string; brand: string; last4: string }

/**
 * A webhook event, verified and reduced to what we act on. `setupCompleted` is set when the
 * investor finished the provider's card page; every other event is recorded and left alone.
 */
export type CardGatewayEvent = {
  id: string
  /** The provider's own name for it (`checkout.session.completed`), kept in `payment-events`. */
  type: string
  setupCompleted: { sessionId: string; investmentId: number | null } | null
}

/**
 * A card provider behind which card numbers stay: the investor types them on the provider's page,
 * we keep a customer id, a payment-method id, the brand and the last four digits. Stripe is the
 * first; a local acquirer (Stripe may not onboard an Israeli merchant) must fit the same shape.
 */
export type CardGateway = {
  /** Kept with each event (`payment-events.gateway`). */
  name: string
  /** A new customer for the investor; `idempotencyKey` makes a retried call return the same one. */
  createCustomer(
    customer: { investorId: number; email: string; name: string },
    idempotencyKey: string,
  ): Promise<string>
  /** A hosted page where the investor saves a card for a later charge (nothing is charged). */
  startCardSetup(setup: {
    customerId: string
    investmentId: number
    /** The investment's currency: the card is saved for charges in it. */
    currency: Currency
    successUrl: string
    cancelUrl: string
    locale: Locale
  }): Promise<{ sessionId: string; url: string }>
  /** Checks a webhook's signature over its raw bytes; throws `CardEventSignatureError`. */
  verifyEvent(rawBody: Uint8Array | string, signatureHeader: string | null): CardGatewayEvent
  /** The card saved on a completed card page; throws when the page saved none. */
  readSetupResult(sessionId: string): Promise<SavedCard>
  /** Removes a saved card from its customer (no charge can use it afterwards). Idempotent. */
  detachCard(paymentMethodId: string): Promise<void>
}

/** A webhook whose signature is missing, malformed, stale or wrong: it is answered 400. */
export class CardEventSignatureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'CardEventSignatureError'
  }
}

/** The provider refused a call or did not answer. */
export class CardGatewayError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | null = null,
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
