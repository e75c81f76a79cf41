import { formatMoney, type Currency } from '@/domain/money'
import type { Locale } from '@/i18n/locales'

/**
 * An amount isolated from the text around it (`bdi`), taking its direction from the format's own
 * marks: `620,000 ₪` reads right to left in Hebrew (the sign at its left on screen), `₪620,000`
 * left to right in English. A forced `dir="ltr"` turned the Hebrew format around.
 */
export function Money({
  minor,
  currency,
  locale,
}: {
  minor: number
  currency: Currency
  locale: Locale
}) {
  return <bdi>{formatMoney({ minor, currency }, locale)}</bdi>
}

export function moneyText(minor: number, currency: Currency, locale: Locale): string {
  return formatMoney({ minor, currency }, locale)
}
