import Stripe from 'stripe'

import type { Locale } from '@/i18n/locales'

import {
  CardEventSignatureError,
  CardGatewayError,
  type CardGateway,
  type CardGatewayEvent,
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

/** The provider's refusal, without card data (Stripe's messages never carry the number). */
function gatewayError(error: unknown): CardGatewayError {
  if (error instanceof Stripe.errors.StripeError)
    return new CardGatewayError(`stripe: ${error.type}: ${error.message}`, error.code ?? null)
  return new CardGatewayError(`stripe: ${(error as Error)?.message ?? 'unknown error'}`)
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw gatewayError(error)
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/**
 * Stripe: a customer per investor, Checkout in `mode: 'setup'` (Stripe's page takes the card and
 * runs 3-D Secure while the investor is there, consenting to a later charge), webhooks verified
 * with the endpoint's signing secret over the raw body.
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

    async createCustomer({ investorId, email, name }, idempotencyKey) {
      const customer = await call(() =>
        stripe.customers.create(
          { email, name, metadata: { investorId: String(investorId) } },
          { idempotencyKey },
        ),
      )
      return customer.id
    },

    async startCardSetup({ customerId, investmentId, currency, successUrl, cancelUrl, locale }) {
      const session = await call(() =>
        stripe.checkout.sessions.create({
          mode: 'setup',
          customer: customerId,
          allowed_payment_method_types: ['card'],
          currency: currency.toLowerCase(),
          client_reference_id: String(investmentId),
          metadata: { investmentId: String(investmentId) },
          setup_intent_data: { metadata: { investmentId: String(investmentId) } },
          success_url: successUrl,
          cancel_url: cancelUrl,
          locale: checkoutLocale[locale],
        }),
      )
      if (!session.url) throw new CardGatewayError('stripe: the checkout session has no url')
      return { sessionId: session.id, url: session.url }
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
      return { id: event.id, type: event.type, setupCompleted: setupCompleted(event) }
    },

    async readSetupResult(sessionId) {
      const session = await call(() => stripe.checkout.sessions.retrieve(sessionId))
      const setupIntentId = idOf(session.setup_intent)
      if (session.mode !== 'setup' || session.status !== 'complete' || !setupIntentId)
        throw new CardGatewayError(`stripe: session ${sessionId} saved no card`)
      const intent = await call(() =>
        stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }),
      )
      const method = intent.payment_method
      if (intent.status !== 'succeeded' || !method || typeof method === 'string' || !method.card)
        throw new CardGatewayError(`stripe: setup intent ${setupIntentId} saved no card`)
      return { paymentMethodId: method.id, brand: method.card.brand, last4: method.card.last4 }
    },

    async detachCard(paymentMethodId) {
      const method = await call(() => stripe.paymentMethods.retrieve(paymentMethodId))
      if (!method.customer) return
      await call(() => stripe.paymentMethods.detach(paymentMethodId))
    },
  }
}

function setupCompleted(event: Stripe.Event): CardGatewayEvent['setupCompleted'] {
  if (event.type !== 'checkout.session.completed') return null
  const session = event.data.object
  if (session.mode !== 'setup') return null
  const investmentId = Number(session.metadata?.investmentId ?? session.client_reference_id)
  return {
    sessionId: session.id,
    investmentId: Number.isSafeInteger(investmentId) && investmentId > 0 ? investmentId : null,
  }
}
