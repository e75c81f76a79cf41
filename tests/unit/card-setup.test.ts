import { describe, expect, it } from 'vitest'

import {
  canStartCardSetup,
  cardPageKey,
  cardReturnUrls,
  isRefusedCardBrand,
  recordedCardPage,
} from '@/domain/investments/card-setup'
import {
  hasCardOnFile,
  investmentStatuses,
  paymentMethods,
  paymentStates,
} from '@/domain/investments/investment-status'

import { parseStripeForm } from '@/dev/stripe-stand-in'
import { brandOf, isLuhnValid, testCards } from '@/dev/stripe-test-cards'

describe('which card brands are refused', () => {
  it('refuses Diners, in any letter case', () => {
    expect(isRefusedCardBrand('diners')).toBe(true)
    expect(isRefusedCardBrand('Diners')).toBe(true)
  })

  it.each(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'unionpay', 'unknown'])(
    'accepts %s',
    (brand) => expect(isRefusedCardBrand(brand)).toBe(false),
  )
})

describe('when a card page may be opened', () => {
  const combinations = paymentMethods.flatMap((method) =>
    investmentStatuses.flatMap((status) =>
      paymentStates.map((paymentState) => ({ method, status, paymentState })),
    ),
  )

  it('only for a pending card investment whose card is awaited or was refused', () => {
    const open = combinations.filter(canStartCardSetup)
    expect(open).toEqual([
      { method: 'card', status: 'pending', paymentState: 'awaiting_card' },
      { method: 'card', status: 'pending', paymentState: 'card_refused' },
    ])
  })
})

describe('when the finish step shows the card as on file', () => {
  it('from its saving through its charge, never before, refused, released or refunded', () => {
    expect(paymentStates.filter(hasCardOnFile)).toEqual([
      'card_saved',
      'charging',
      'action_required',
      'charge_declined',
      'paid',
    ])
    expect(hasCardOnFile(undefined)).toBe(false)
  })
})

describe('where the card page sends the investor back', () => {
  it('to the invest page with the investment, the outcome and the language', () => {
    const urls = cardReturnUrls({
      siteUrl: 'https://www.example.co.il/',
      projectAlias: 'solar farm',
      investmentId: 42,
      locale: 'he',
    })
    expect(urls.successUrl).toBe(
      'https://www.example.co.il/invest/solar%20farm?investment=42&card=saved&lng=he',
    )
    expect(urls.cancelUrl).toBe(
      'https://www.example.co.il/invest/solar%20farm?investment=42&card=cancelled&lng=he',
    )
  })
})

describe("the Stripe stand-in's reading of Stripe's requests", () => {
  it('reads bracket notation into objects and lists', () => {
    expect(
      parseStripeForm(
        'mode=setup&metadata[investmentId]=7&expand[0]=a&expand[1]=b.c&allowed_payment_method_types[]=card&x[y][z]=1',
      ),
    ).toEqual({
      mode: 'setup',
      metadata: { investmentId: '7' },
      expand: ['a', 'b.c'],
      allowed_payment_method_types: ['card'],
      x: { y: { z: '1' } },
    })
  })

  it("names the brands of Stripe's test cards as Stripe does", () => {
    expect(brandOf(testCards.visa)).toBe('visa')
    expect(brandOf(testCards.mastercard)).toBe('mastercard')
    expect(brandOf(testCards.amex)).toBe('amex')
    expect(brandOf(testCards.diners)).toBe('diners')
    expect(brandOf(testCards.diners14)).toBe('diners')
    for (const number of Object.values(testCards)) expect(isLuhnValid(number)).toBe(true)
    expect(isLuhnValid('4242424242424241')).toBe(false)
  })
})

describe('the card page a replay is answered', () => {
  const now = new Date('2026-11-27T10:00:00Z')
  const page = (expiresAt: string) => ({
    card: {
      setupSessionId: 'cs_1',
      setupSessionUrl: 'https://pay/cs_1',
      setupSessionExpiresAt: expiresAt,
    },
  })

  it('is the recorded page while it has time left (the provider then says whether it is open)', () => {
    expect(recordedCardPage(page('2026-11-28T09:00:00Z'), now)).toEqual({
      sessionId: 'cs_1',
      url: 'https://pay/cs_1',
    })
  })

  it('is none when the page is about to close or closed, or none was recorded', () => {
    expect(recordedCardPage(page('2026-11-27T10:05:00Z'), now)).toBeNull()
    expect(recordedCardPage(page('2026-11-27T09:00:00Z'), now)).toBeNull()
    expect(recordedCardPage({ card: null }, now)).toBeNull()
    expect(recordedCardPage({ card: { setupSessionId: 'cs_1' } }, now)).toBeNull()
  })

  it('opens a new page under a key naming the page it replaces', () => {
    expect(cardPageKey({ id: 5, card: null }, 'he')).toBe('card-page-5-first-he')
    expect(cardPageKey({ id: 5, card: { setupSessionId: 'cs_1' } }, 'en')).toBe(
      'card-page-5-cs_1-en',
    )
  })
})
