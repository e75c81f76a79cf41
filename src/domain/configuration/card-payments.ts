import { cardPaymentsEnabled, type SettingsEnv } from './required-settings'

const isSet = (env: SettingsEnv, name: string) => Boolean(env[name]?.trim())

/**
 * Whether the payment step offers a card: card payments are on (CARD_PAYMENTS) and the provider's
 * keys are set. Otherwise a card could be chosen but never saved, so only the bank transfer is
 * offered and a card investment is refused before it is recorded.
 */
export function cardPaymentsOffered(env: SettingsEnv): boolean {
  return (
    cardPaymentsEnabled(env) &&
    isSet(env, 'STRIPE_SECRET_KEY') &&
    isSet(env, 'STRIPE_WEBHOOK_SECRET')
  )
}

/**
 * Test payments: the provider's test mode (a `sk_test_` or `rk_test_` key; the local stand-in that
 * `npm run dev` starts has one), where no card is charged and no money moves. The card step and the
 * admin say so.
 */
export function cardPaymentsInTestMode(env: SettingsEnv): boolean {
  return cardPaymentsOffered(env) && /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY!.trim())
}

/**
 * What `npm run dev` does for cards: nothing when they are off; the provider the keys name when
 * either key is set; otherwise the local Stripe stand-in, so the whole journey works with no keys.
 */
export function devCardProvider(env: SettingsEnv): 'off' | 'provider' | 'stand-in' {
  if (!cardPaymentsEnabled(env)) return 'off'
  if (isSet(env, 'STRIPE_SECRET_KEY') || isSet(env, 'STRIPE_WEBHOOK_SECRET')) return 'provider'
  return 'stand-in'
}
