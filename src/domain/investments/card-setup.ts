import type { Locale } from '@/i18n/locales'

import type { InvestmentStatus, PaymentMethod, PaymentState } from './investment-status'

/**
 * Card brands the platform does not take (spec: no Diners). A card of such a brand saved on the
 * provider's page is refused and removed; the investor may save another or pay by transfer.
 */
export const refusedCardBrands: readonly string[] = ['diners']

export function isRefusedCardBrand(brand: string): boolean {
  return refusedCardBrands.includes(brand.toLowerCase())
}

/**
 * A card page may be opened for a pending card investment whose card is not saved yet, or was
 * refused (another card may be tried). A saved card stays until the charge.
 */
export function canStartCardSetup(investment: {
  method: PaymentMethod
  status: InvestmentStatus
  paymentState: PaymentState
}): boolean {
  return (
    investment.method === 'card' &&
    investment.status === 'pending' &&
    (investment.paymentState === 'awaiting_card' || investment.paymentState === 'card_refused')
  )
}

/**
 * Where the provider's card page sends the investor back: the project's invest page, which reads
 * `investment` and `card` (`saved` or `cancelled`). URLs carry no locale (the proxy chooses it), so
 * `lng` keeps the investor's language.
 */
export function cardReturnUrls(options: {
  siteUrl: string
  projectAlias: string
  investmentId: number
  locale: Locale
}): { successUrl: string; cancelUrl: string } {
  const page = `${options.siteUrl.replace(/\/+$/, '')}/invest/${encodeURIComponent(options.projectAlias)}`
  const withCard = (card: 'saved' | 'cancelled') => {
    const url = new URL(page)
    url.searchParams.set('investment', String(options.investmentId))
    url.searchParams.set('card', card)
    url.searchParams.set('lng', options.locale)
    return url.toString()
  }
  return { successUrl: withCard('saved'), cancelUrl: withCard('cancelled') }
}
