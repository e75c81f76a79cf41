import { CardGatewayUnavailableError, type CardGateway } from './card-gateway'
import { stripeCardGateway } from './stripe-card-gateway'

let cached: { key: string; gateway: CardGateway } | null = null

/**
 * The card provider chosen by the environment: Stripe with STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET (the tests add STRIPE_API_BASE, a local stand-in). Without them card
 * payments are unavailable, in development too: there is no pretend card page, so the investor is
 * told to choose a bank transfer and the log says what to set.
 */
export function configuredCardGateway(): CardGateway {
  const secretKey = process.env.STRIPE_SECRET_KEY
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET
  if (!secretKey || !webhookSecret) {
    throw new CardGatewayUnavailableError(
      'Card payments are not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see .env.example)',
    )
  }
  const apiBase = process.env.STRIPE_API_BASE || undefined
  const key = `${secretKey}\n${webhookSecret}\n${apiBase ?? ''}`
  if (cached?.key !== key)
    cached = { key, gateway: stripeCardGateway({ secretKey, webhookSecret, apiBase }) }
  return cached.gateway
}
