import { formatMoney, type Currency } from '@/domain/money'
import type { Locale } from '@/i18n/locales'

/** An amount kept left-to-right inside Hebrew text. */
export function Money({
  minor,
  currency,
  locale,
}: {
  minor: number
  currency: Currency
  locale: Locale
}) {
  return <bdi dir="ltr">{formatMoney({ minor, currency }, locale)}</bdi>
}

export function moneyText(minor: number, currency: Currency, locale: Locale): string {
  return formatMoney({ minor, currency }, locale)
}
