import {
  cardProviderNames,
  isCardProviderName,
  type CardProviderName,
} from '@/domain/investments/card-providers'

import type { SettingsEnv } from './required-settings'

const isSet = (env: SettingsEnv, name: string) => Boolean(env[name]?.trim())

/** CARD_PAYMENTS: `on` (the default) or `off`, for a deployment that takes bank transfers only. */
export function cardPaymentsEnabled(env: SettingsEnv): boolean {
  return env.CARD_PAYMENTS?.trim() !== 'off'
}

/** What each provider needs set to be configured (see .env.example). */
export const cardProviderSettings: Record<CardProviderName, readonly string[]> = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  cardcom: ['CARDCOM_TERMINAL_NUMBER', 'CARDCOM_API_NAME', 'CARDCOM_API_PASSWORD'],
}

/** The card each provider's test mode (and its stand-in) takes, shown beside the card choice. */
export const testCardNumbers: Record<CardProviderName, string> = {
  stripe: '4242 4242 4242 4242',
  cardcom: '4580 0000 0000 0000',
}

/** Cardcom's public test terminal: cards typed on its pages are never charged. */
export const cardcomTestTerminal = '1000'

/**
 * CARD_PROVIDER: where new cards are saved, `stripe` (the default) or `cardcom`; null when it names
 * neither (production refuses to start: required-settings.ts).
 */
export function cardProviderForNewCards(env: SettingsEnv): CardProviderName | null {
  const chosen = env.CARD_PROVIDER?.trim() || 'stripe'
  return isCardProviderName(chosen) ? chosen : null
}

/** Whether every setting the provider needs is set. */
export function cardProviderConfigured(env: SettingsEnv, provider: CardProviderName): boolean {
  return cardProviderSettings[provider].every((name) => isSet(env, name))
}

/**
 * The providers whose settings are set: new cards go to the chosen one, and the pledges of cards
 * saved at another one are still charged and refunded there while its settings stay.
 */
export function configuredCardProviders(env: SettingsEnv): CardProviderName[] {
  return cardProviderNames.filter((provider) => cardProviderConfigured(env, provider))
}

/**
 * Whether the payment step offers a card: card payments are on (CARD_PAYMENTS) and the chosen
 * provider is configured. Otherwise a card could be chosen but never saved, so only the bank
 * transfer is offered and a card investment is refused before it is recorded.
 */
export function cardPaymentsOffered(env: SettingsEnv): boolean {
  const provider = cardProviderForNewCards(env)
  return cardPaymentsEnabled(env) && provider !== null && cardProviderConfigured(env, provider)
}

/**
 * Test payments, where no card is charged and no money moves: Stripe's test mode (a `sk_test_` or
 * `rk_test_` key), Cardcom's test terminal. The local stand-ins `npm run dev` starts are both. The
 * card step and the admin say so.
 */
export function cardPaymentsInTestMode(env: SettingsEnv): boolean {
  if (!cardPaymentsOffered(env)) return false
  if (cardProviderForNewCards(env) === 'cardcom')
    return env.CARDCOM_TERMINAL_NUMBER!.trim() === cardcomTestTerminal
  return /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY!.trim())
}

/** The test card to show on the payment step: null unless card payments are test payments. */
export function testCardToShow(env: SettingsEnv): string | null {
  return cardPaymentsInTestMode(env) ? testCardNumbers[cardProviderForNewCards(env)!] : null
}

/**
 * What `npm run dev` does for cards: nothing when they are off; the chosen provider when any of its
 * settings is set; otherwise that provider's local stand-in, so the whole journey works with no
 * keys.
 */
export function devCardProvider(env: SettingsEnv): 'off' | 'provider' | 'stand-in' {
  const provider = cardProviderForNewCards(env)
  if (!cardPaymentsEnabled(env) || provider === null) return 'off'
  if (cardProviderSettings[provider].some((name) => isSet(env, name))) return 'provider'
  return 'stand-in'
}
