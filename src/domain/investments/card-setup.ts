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

/**
 * A card page is answered again only with time left to fill it in: one about to close is replaced.
 */
export const cardPageMinimumLifeMs = 10 * 60 * 1000

type CardPageRecord = {
  card?: {
    setupSessionId?: string | null
    setupSessionUrl?: string | null
    setupSessionExpiresAt?: string | null
  } | null
}

/**
 * The card page an investment last opened, when it may still be open: one was recorded and it has
 * time left. The provider has the last word: a page completed (a card saved, or refused) or closed
 * early is not answered again.
 */
export function recordedCardPage(
  investment: CardPageRecord,
  now: Date,
): { sessionId: string; url: string } | null {
  const { setupSessionId, setupSessionUrl, setupSessionExpiresAt } = investment.card ?? {}
  if (!setupSessionId || !setupSessionUrl || !setupSessionExpiresAt) return null
  const left = Date.parse(setupSessionExpiresAt) - now.getTime()
  if (!(left > cardPageMinimumLifeMs)) return null
  return { sessionId: setupSessionId, url: setupSessionUrl }
}

/**
 * The provider's idempotency key for opening a card page: per investment, per page it replaces
 * (none yet, or the last one), per language (the page's return address carries it). Replays racing
 * each other send the same key and get the same page; a page opened after the last one closed
 * names that one, so it is a new page.
 */
export function cardPageKey(
  investment: { id: number; card?: { setupSessionId?: string | null } | null },
  locale: Locale,
): string {
  return `card-page-${investment.id}-${investment.card?.setupSessionId ?? 'first'}-${locale}`
}
