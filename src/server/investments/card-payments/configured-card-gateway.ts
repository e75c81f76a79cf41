import {
  cardProviderConfigured,
  cardProviderForNewCards,
  cardProviderSettings,
  configuredCardProviders,
} from '@/domain/configuration/card-payments'
import type { CardProviderName } from '@/domain/investments/card-providers'
import { siteUrl } from '@/server/http/site-url'

import { CardGatewayUnavailableError, type CardGateway } from './card-gateway'
import { cardcomCardGateway } from './cardcom-card-gateway'
import { stripeCardGateway } from './stripe-card-gateway'

type Env = NodeJS.ProcessEnv

/** Each provider's gateway from its settings (the tests add `*_API_BASE`, a local stand-in). */
const factories: Record<CardProviderName, (env: Env) => CardGateway> = {
  stripe: (env) =>
    stripeCardGateway({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      apiBase: env.STRIPE_API_BASE || undefined,
    }),
  cardcom: (env) =>
    cardcomCardGateway({
      terminalNumber: Number(env.CARDCOM_TERMINAL_NUMBER!.trim()),
      apiName: env.CARDCOM_API_NAME!.trim(),
      apiPassword: env.CARDCOM_API_PASSWORD!,
      usdTerminalNumber: env.CARDCOM_USD_TERMINAL_NUMBER?.trim()
        ? Number(env.CARDCOM_USD_TERMINAL_NUMBER.trim())
        : undefined,
      webhookUrl: `${siteUrl()}/api/cardcom/webhook`,
      apiBase: env.CARDCOM_API_BASE || undefined,
    }),
}

const cached = new Map<CardProviderName, { key: string; gateway: CardGateway }>()

/** The provider's gateway, made again only when one of its settings changed (tests change them). */
function gatewayOf(provider: CardProviderName, env: Env): CardGateway {
  // Its settings, and the site's address its pages send the investor (and Cardcom's callback) to.
  const key = Object.entries(env)
    .filter(([name]) => name.startsWith(`${provider.toUpperCase()}_`))
    .sort()
    .concat([['site', siteUrl()]])
    .join('\n')
  const known = cached.get(provider)
  if (known?.key === key) return known.gateway
  const gateway = factories[provider](env)
  cached.set(provider, { key, gateway })
  return gateway
}

/**
 * The gateway of the provider a card was saved at: its pledge is charged and refunded there,
 * whichever provider new cards go to now. Throws CardGatewayUnavailableError when that provider's
 * settings are gone (its pledges wait until they are set again).
 */
export function cardGatewayNamed(provider: CardProviderName, env: Env = process.env): CardGateway {
  if (!cardProviderConfigured(env, provider))
    throw new CardGatewayUnavailableError(
      `Card payments through ${provider} are not configured: set ${cardProviderSettings[provider].join(' and ')} (see .env.example)`,
    )
  return gatewayOf(provider, env)
}

/**
 * The gateway new cards are saved at (CARD_PROVIDER, Stripe by default). Without its settings card
 * payments are unavailable: the payment step offers only the bank transfer, and the log says what
 * to set.
 */
export function cardGatewayForNewCards(env: Env = process.env): CardGateway {
  const provider = cardProviderForNewCards(env)
  if (provider === null)
    throw new CardGatewayUnavailableError(
      `CARD_PROVIDER=${env.CARD_PROVIDER} names no card provider (stripe or cardcom)`,
    )
  return cardGatewayNamed(provider, env)
}

/** Every configured provider's gateway: a settle round's card steps run once for each. */
export function configuredCardGateways(env: Env = process.env): CardGateway[] {
  return configuredCardProviders(env).map((provider) => gatewayOf(provider, env))
}
