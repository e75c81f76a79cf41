import Stripe from 'stripe'

import { stripeMaxChargeMinor } from '@/domain/investments/card-limit'
import type { Locale } from '@/i18n/locales'

import {
  CardEventSignatureError,
  CardGatewayError,
  type CardGateway,
  type CardSetupStatus,
  type CardGatewayEvent,
  type ChargeResult,
  type RefundResult,
} from './card-gateway'

export type StripeSettings = {
  secretKey: string
  webhookSecret: string
  /** Unset in production (api.stripe.com); the tests point it at the stand-in, `http://127.0.0.1:3135`. */
  apiBase?: string
}

/**
 * Checkout's page languages: it has no Hebrew, so a Hebrew-speaking investor gets `auto` (the
 * browser's language where Stripe has it, else English).
 */
const checkoutLocale: Record<Locale, Stripe.Checkout.SessionCreateParams.Locale> = {
  he: 'auto',
  en: 'en',
}

function connection(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {}
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

/**
 * Answers Stripe gives to a request it received and refuses for good: 400 (invalid request, such
 * as an amount above its maximum, or an idempotency key reused with other parameters) and 404 (no
 * such object). Everything else (not reached, 5xx, 429 and 409 busy, 401/403 keys) may pass later.
 */
const finalStatuses = new Set([400, 404])

/** The provider's refusal, without card data (Stripe's messages never carry the number). */
function gatewayError(error: unknown): CardGatewayError {
  if (error instanceof Stripe.errors.StripeError)
    return new CardGatewayError(
      `stripe: ${error.type}: ${error.message}`,
      error.code ?? null,
      finalStatuses.has(error.statusCode ?? 0),
    )
  return new CardGatewayError(`stripe: ${(error as Error)?.message ?? 'unknown error'}`)
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw gatewayError(error)
  }
}

const cardSetupPage = (session: Stripe.Checkout.Session) => ({
  sessionId: session.id,
  url: session.url,
  expiresAt: new Date(session.expires_at * 1000),
})

/** Stripe saves every card under a customer (`keepsCustomers`): a call without one is a bug. */
function customerOf(customerId: string | null): string {
  if (!customerId) throw new Error('stripe: a card is saved and charged under a customer')
  return customerId
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * Stripe: a customer per investor, Checkout in `mode: 'setup'` (Stripe's page takes the card and
 * runs 3-D Secure while the investor is there, consenting to a later charge), off-session
 * PaymentIntents for the charges, webhooks verified with the endpoint's signing secret over the
 * raw body.
 */
export function stripeCardGateway(settings: StripeSettings): CardGateway {
  const stripe = new Stripe(settings.secretKey, {
    ...connection(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  })
  return {
    name: 'stripe',
    keepsCustomers: true,
    sendsChargeEvents: true,
    maxChargeMinor: stripeMaxChargeMinor,

    async createCustomer({ investorId, email, name }, idempotencyKey) {
      const customer = await call(() =>
        stripe.customers.create(
          { email, name, metadata: { investorId: String(investorId) } },
          { idempotencyKey },
        ),
      )
      return customer.id
    },

    async startCardSetup(setup) {
      const { customerId, investmentId, currency, successUrl, cancelUrl, locale } = setup
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'setup',
            customer: customerOf(customerId),
            allowed_payment_method_types: ['card'],
            currency: currency.toLowerCase(),
            client_reference_id: String(investmentId),
            metadata: { investmentId: String(investmentId) },
            setup_intent_data: { metadata: { investmentId: String(investmentId) } },
            success_url: successUrl,
            cancel_url: cancelUrl,
            locale: checkoutLocale[locale],
          },
          { idempotencyKey: setup.idempotencyKey },
        ),
      )
      if (!session.url) throw new CardGatewayError('stripe: the checkout session has no url')
      return { ...cardSetupPage(session), url: session.url }
    },

    async readCardSetup(sessionId) {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId))
      const status: CardSetupStatus =
        session.status === 'open' ? 'open' : session.status === 'complete' ? 'complete' : 'expired'
      return { ...cardSetupPage(session), status }
    },

    verifyEvent(rawBody, signatureHeader) {
      if (!signatureHeader) throw new CardEventSignatureError('no Stripe-Signature header')
      let event: Stripe.Event
      try {
        const body = typeof rawBody === 'string' ? rawBody : Buffer.from(rawBody)
        event = stripe.webhooks.constructEvent(body, signatureHeader, settings.webhookSecret)
      } catch (error) {
        throw new CardEventSignatureError((error as Error).message)
      }
      return {
        id: event.id,
        type: event.type,
        setupCompleted: setupCompleted(event),
        charge: chargeChanged(event),
        refund: refundChanged(event),
      }
    },

    async readSetupResult(sessionId) {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId))
      const setupIntentId = idOf(session.setup_intent)
      if (session.mode !== 'setup' || session.status !== 'complete' || !setupIntentId)
        throw new CardGatewayError(`stripe: session ${sessionId} saved no card`, null, true)
      const intent = await call(() =>
        stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }),
      )
      const method = intent.payment_method
      if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card)
        throw new CardGatewayError(
          `stripe: setup intent ${setupIntentId} saved no card`,
          null,
          true,
        )
      return { paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4 }
    },

    async detachCard(paymentMethodId) {
      const method = await call(() => stripe.paymentMethods.retrieve(paymentMethodId))
      if (!method.customer) return
      await call(() => stripe.paymentMethods.detach(paymentMethodId))
    },

    async chargeSavedCard(charge) {
      let intent: Stripe.PaymentIntent
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: charge.amountMinor,
            currency: charge.currency.toLowerCase(),
            customer: customerOf(charge.customerId),
            payment_method: charge.paymentMethodId,
            // Cards only: on this API version `payment_method_types` is refused, and the dynamic
            // payment methods would demand a `return_url` that an off-session charge has no use for.
            allowed_payment_method_types: ['card'],
            off_session: true,
            confirm: true,
            description: charge.description,
            metadata: { investmentId: String(charge.investmentId) },
          },
          { idempotencyKey: charge.idempotencyKey },
        )
      } catch (error) {
        // An off-session confirmation that fails at the card answers 402 (a StripeCardError)
        // carrying the PaymentIntent; anything else is a failure to charge at all.
        if (!(error instanceof Stripe.errors.StripeCardError)) throw gatewayError(error)
        const chargeId = error.payment_intent?.id ?? null
        if (needsInvestor(error)) return { chargeId, outcome: 'requires_action', declineCode: null }
        // The SDK makes a missing `decline_code` an empty string (`expired_card` comes as a code).
        return {
          chargeId,
          outcome: 'declined',
          declineCode: error.decline_code || error.code || null,
        }
      }
      return { chargeId: intent.id, ...chargeStateOf(intent) }
    },

    async startChargeConfirmation({ chargeId, returnUrl }) {
      const intent = await call(() => stripe.paymentIntents.retrieve(chargeId))
      if (chargeStateOf(intent).outcome !== 'requires_action')
        throw new CardGatewayError(
          `stripe: payment ${chargeId} is ${intent.status}, not awaiting the investor`,
        )
      const pending = intent.next_action?.redirect_to_url
      // Opened again (the investor followed the link twice): the page already made is still good.
      if (pending?.url && pending.return_url === returnUrl) return { url: pending.url }

      // After an off-session `authentication_required` the intent has dropped its payment method
      // (status `requires_payment_method`); the card is the one in `last_payment_error`.
      const paymentMethodId =
        idOf(intent.payment_method) ?? intent.last_payment_error?.payment_method?.id ?? null
      if (!paymentMethodId)
        throw new CardGatewayError(`stripe: payment ${chargeId} has no card to confirm`)
      let confirmed: Stripe.PaymentIntent
      try {
        // Confirmed on-session with a `return_url`: Stripe answers with its own 3-D Secure page to
        // redirect to (`redirect_to_url`), so no Stripe.js is needed on ours.
        confirmed = await stripe.paymentIntents.confirm(chargeId, {
          payment_method: paymentMethodId,
          return_url: returnUrl,
        })
      } catch (error) {
        // Declined on the spot: the investor goes back as Stripe would send them (the event says why).
        if (error instanceof Stripe.errors.StripeCardError)
          return { url: returnedUrl(returnUrl, chargeId, 'failed') }
        throw gatewayError(error)
      }
      const redirect = confirmed.next_action?.redirect_to_url?.url
      if (confirmed.status === 'requires_action' && redirect) return { url: redirect }
      // The card needed no authentication this time (or a bank in the middle): straight back.
      if (confirmed.status === 'succeeded' || confirmed.status === 'processing')
        return { url: returnedUrl(returnUrl, chargeId, 'succeeded') }
      throw new CardGatewayError(
        `stripe: payment ${chargeId} is ${confirmed.status} after confirming, with no page to open`,
      )
    },

    async readCharge(chargeId) {
      const intent = await call(() => stripe.paymentIntents.retrieve(chargeId))
      return {
        chargeId: intent.id,
        ...chargeStateOf(intent),
        amountMinor: intent.status === 'succeeded' ? intent.amount_received : intent.amount,
      }
    },

    async refundCharge({ chargeId, amountMinor, idempotencyKey, attempt }) {
      // The refund carries the investment and the attempt too, so that its events name them.
      const intent = await call(() => stripe.paymentIntents.retrieve(chargeId))
      const investmentId = intent.metadata?.investmentId
      const metadata = {
        ...(investmentId ? { investmentId } : {}),
        ...(attempt === undefined ? {} : { refundAttempt: String(attempt) }),
      }
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: chargeId,
            ...(amountMinor === undefined ? {} : { amount: amountMinor }),
            ...(Object.keys(metadata).length ? { metadata } : {}),
          },
          { idempotencyKey },
        ),
      )
      return refundResultOf(refund)
    },

    async readRefund(refundId) {
      const refund = await call(() => stripe.refunds.retrieve(refundId))
      return { ...refundResultOf(refund), amountMinor: refund.amount }
    },
  }
}

/** Where Stripe's return URL sends the investor back, with the query Stripe adds to it. */
function returnedUrl(returnUrl: string, chargeId: string, status: 'succeeded' | 'failed') {
  const url = new URL(returnUrl)
  url.searchParams.set('payment_intent', chargeId)
  url.searchParams.set('redirect_status', status)
  return url.toString()
}

/**
 * A card failure that the investor, present, can clear by authenticating: Stripe's own
 * `authentication_required` (3-D Secure needed, off-session), or an issuer's soft decline with that
 * decline code.
 */
const needsInvestor = (error: { code?: string; decline_code?: string } | null | undefined) =>
  error?.code === 'authentication_required' || error?.decline_code === 'authentication_required'

/** Ids are PostgreSQL `serial`s: a larger number in an event's metadata names no investment. */
const largestId = 2_147_483_647

const investmentIdOf = (value: string | null | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 && id <= largestId ? id : null
}

/**
 * A PaymentIntent's status in our words. Off-session, a card needing the investor fails with
 * `authentication_required` and leaves the intent in `requires_payment_method`: that is still
 * `requires_action` (the investor can confirm it), not a decline. A `requires_capture` intent
 * (authorised, not taken) and statuses this code does not know wait like `processing`.
 */
function chargeStateOf(intent: Stripe.PaymentIntent): Omit<ChargeResult, 'chargeId'> {
  const lastError = intent.last_payment_error
  switch (intent.status) {
    case 'succeeded':
      return { outcome: 'succeeded', declineCode: null }
    case 'requires_action':
    case 'requires_confirmation':
      return { outcome: 'requires_action', declineCode: null }
    case 'requires_payment_method':
      if (needsInvestor(lastError)) return { outcome: 'requires_action', declineCode: null }
      return {
        outcome: 'declined',
        declineCode: lastError?.decline_code || lastError?.code || null,
      }
    case 'canceled':
      return { outcome: 'declined', declineCode: 'canceled' }
    default:
      return { outcome: 'processing', declineCode: null }
  }
}

/**
 * A refund's status in our words. `requires_action` (the customer must give details, for some
 * non-card methods) has not settled: `pending`. `canceled` (such a refund given up) returned no
 * money: `failed`, like a refund the card network refused.
 */
function refundOutcomeOf(status: string | null): RefundResult['outcome'] {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'failed' || status === 'canceled') return 'failed'
  return 'pending'
}

const attemptOf = (value: string | null | undefined) => {
  const attempt = Number(value)
  return value && Number.isSafeInteger(attempt) && attempt > 0 ? attempt : null
}

function refundResultOf(refund: Stripe.Refund): RefundResult {
  const outcome = refundOutcomeOf(refund.status)
  return {
    refundId: refund.id,
    outcome,
    failureReason: outcome === 'failed' ? (refund.failure_reason ?? refund.status ?? null) : null,
    attempt: attemptOf(refund.metadata?.refundAttempt),
  }
}

function setupCompleted(event: Stripe.Event): CardGatewayEvent['setupCompleted'] {
  if (event.type !== 'checkout.session.completed') return null
  const session = event.data.object
  if (session.mode !== 'setup') return null
  return {
    sessionId: session.id,
    investmentId: investmentIdOf(session.metadata?.investmentId ?? session.client_reference_id),
  }
}

/**
 * A charge's change: succeeded (the amount received), failed (`authentication_required` asks for
 * the investor; anything else is a decline with its code), or waiting for the investor.
 */
function chargeChanged(event: Stripe.Event): CardGatewayEvent['charge'] {
  let intent: Stripe.PaymentIntent
  let outcome: NonNullable<CardGatewayEvent['charge']>['outcome']
  let declineCode: string | null = null
  switch (event.type) {
    case 'payment_intent.succeeded':
      intent = event.data.object
      outcome = 'succeeded'
      break
    case 'payment_intent.requires_action':
      intent = event.data.object
      outcome = 'requires_action'
      break
    case 'payment_intent.payment_failed': {
      intent = event.data.object
      const lastError = intent.last_payment_error
      if (needsInvestor(lastError)) outcome = 'requires_action'
      else {
        outcome = 'declined'
        declineCode = lastError?.decline_code || lastError?.code || null
      }
      break
    }
    default:
      return null
  }
  return {
    chargeId: intent.id,
    investmentId: investmentIdOf(intent.metadata?.investmentId),
    outcome,
    declineCode,
    amountMinor: intent.amount_received,
  }
}

/**
 * A refund's change, from the events that carry the Refund itself: `refund.created` and
 * `refund.updated` (every later change of status, a failure included, so `refund.failed` adds
 * nothing). `charge.refunded` carries the Charge, whose refunds Stripe no longer lists: left alone.
 */
function refundChanged(event: Stripe.Event): CardGatewayEvent['refund'] {
  if (event.type !== 'refund.created' && event.type !== 'refund.updated') return null
  const refund = event.data.object
  const chargeId = idOf(refund.payment_intent)
  if (!chargeId) return null
  const result = refundResultOf(refund)
  return {
    refundId: refund.id,
    chargeId,
    investmentId: investmentIdOf(refund.metadata?.investmentId),
    outcome: result.outcome,
    amountMinor: refund.amount,
    failureReason: result.failureReason ?? null,
    attempt: result.attempt ?? null,
  }
}
