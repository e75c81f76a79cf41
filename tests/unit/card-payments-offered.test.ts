import { describe, expect, it } from 'vitest'

import {
  cardPaymentsInTestMode,
  cardPaymentsOffered,
  configuredCardProviders,
  devCardProvider,
} from '@/domain/configuration/card-payments'
import { cardProviderNote } from '@/collections/investments/Investments/card-provider-note'

const testKeys = { STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }
const liveKeys = { STRIPE_SECRET_KEY: 'sk_live_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }
const cardcomTest = {
  CARD_PROVIDER: 'cardcom',
  CARDCOM_TERMINAL_NUMBER: '1000',
  CARDCOM_API_NAME: 'api-name',
  CARDCOM_API_PASSWORD: 'api-password',
}
const cardcomLive = { ...cardcomTest, CARDCOM_TERMINAL_NUMBER: '172012' }

describe('the card choice on the payment step', () => {
  it('is offered only with both provider keys and card payments on', () => {
    expect(cardPaymentsOffered(testKeys)).toBe(true)
    expect(cardPaymentsOffered({ ...liveKeys, CARD_PAYMENTS: 'on' })).toBe(true)
    expect(cardPaymentsOffered({})).toBe(false)
    expect(cardPaymentsOffered({ STRIPE_SECRET_KEY: 'sk_test_51abc' })).toBe(false)
    expect(cardPaymentsOffered({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toBe(false)
    expect(cardPaymentsOffered({ ...testKeys, STRIPE_WEBHOOK_SECRET: '  ' })).toBe(false)
    expect(cardPaymentsOffered({ ...liveKeys, CARD_PAYMENTS: 'off' })).toBe(false)
  })

  it("is offered through Cardcom with its settings when CARD_PROVIDER=cardcom, whatever Stripe's", () => {
    expect(cardPaymentsOffered(cardcomTest)).toBe(true)
    expect(cardPaymentsOffered({ ...cardcomTest, CARDCOM_API_PASSWORD: '' })).toBe(false)
    // Stripe's keys alone do not make Cardcom's card page.
    expect(cardPaymentsOffered({ ...testKeys, CARD_PROVIDER: 'cardcom' })).toBe(false)
    expect(cardPaymentsOffered({ ...cardcomTest, CARD_PROVIDER: 'unknown' })).toBe(false)
  })

  it("keeps every configured provider's pledges settled, not only the chosen one's", () => {
    expect(configuredCardProviders({ ...testKeys, ...cardcomTest })).toEqual(['stripe', 'cardcom'])
    expect(configuredCardProviders(cardcomTest)).toEqual(['cardcom'])
    expect(configuredCardProviders({})).toEqual([])
  })

  it('is marked as test payments with a test key only', () => {
    expect(cardPaymentsInTestMode(testKeys)).toBe(true)
    expect(cardPaymentsInTestMode({ ...testKeys, STRIPE_SECRET_KEY: 'rk_test_51abc' })).toBe(true)
    expect(cardPaymentsInTestMode(liveKeys)).toBe(false)
    expect(cardPaymentsInTestMode({ ...liveKeys, STRIPE_SECRET_KEY: 'rk_live_51abc' })).toBe(false)
    // No card offered: nothing to mark.
    expect(cardPaymentsInTestMode({ ...testKeys, CARD_PAYMENTS: 'off' })).toBe(false)
    expect(cardPaymentsInTestMode({ STRIPE_SECRET_KEY: 'sk_test_51abc' })).toBe(false)
    // Cardcom: its public test terminal.
    expect(cardPaymentsInTestMode(cardcomTest)).toBe(true)
    expect(cardPaymentsInTestMode(cardcomLive)).toBe(false)
  })
})

describe("npm run dev's card provider", () => {
  it('is the local stand-in with no keys, the real provider with keys, none when cards are off', () => {
    expect(devCardProvider({})).toBe('stand-in')
    expect(devCardProvider({ STRIPE_SECRET_KEY: ' ' })).toBe('stand-in')
    expect(devCardProvider(testKeys)).toBe('provider')
    expect(devCardProvider(liveKeys)).toBe('provider')
    // One key alone is the developer's provider, half configured: never the stand-in behind it.
    expect(devCardProvider({ STRIPE_SECRET_KEY: 'sk_test_51abc' })).toBe('provider')
    expect(devCardProvider({ CARD_PAYMENTS: 'off' })).toBe('off')
    expect(devCardProvider({ ...testKeys, CARD_PAYMENTS: 'off' })).toBe('off')
    // Cardcom chosen: its stand-in with none of its settings, whatever Stripe's.
    expect(devCardProvider({ CARD_PROVIDER: 'cardcom', ...testKeys })).toBe('stand-in')
    expect(devCardProvider(cardcomTest)).toBe('provider')
  })
})

describe("the investments list's note on the card provider", () => {
  it('names the provider new card pledges are saved at, in both languages, or says cards are off', () => {
    expect(cardProviderNote(cardcomLive).en).toContain(
      'Card provider for new investments: Cardcom.',
    )
    expect(cardProviderNote(cardcomLive).he).toContain('ספק הסליקה להשקעות חדשות: Cardcom.')
    expect(cardProviderNote(testKeys).en).toContain(': Stripe.')
    expect(cardProviderNote({ ...testKeys, CARD_PAYMENTS: 'off' }).en).toMatch(/not offered/)
    expect(cardProviderNote({ CARD_PROVIDER: 'cardcom', ...testKeys }).he).toMatch(/אינו מוצע/)
  })
})
