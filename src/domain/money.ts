import { localeSettings, type Locale } from '@/i18n/locales'

/**
 * Money is kept in integer minor units (agorot, cents) with its currency, never as a float, so sums
 * and comparisons are exact. Conversion to major units happens only at the edges (forms, display).
 */
export const currencies = ['ILS', 'USD'] as const
export type Currency = (typeof currencies)[number]

export type Money = { minor: number; currency: Currency }

/** Both currencies have two decimal places. */
const minorPerMajor = 100

export function toMinorUnits(major: number): number {
  return Math.round(major * minorPerMajor)
}

export function toMajorUnits(minor: number): number {
  return minor / minorPerMajor
}

export function isMinorUnits(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

/**
 * The one money format of the site, pages, e-mails and PDFs alike: the currency's sign as the
 * language writes it (`₪620,000` in English, `620,000 ₪` in Hebrew, never "NIS" or a compact
 * "4M"), whole amounts without decimals, others with their two. A fraction of an agora (a computed
 * fee) is rounded to the nearest agora first.
 */
export function formatMoney(money: Money, locale: Locale): string {
  const minor = Math.round(money.minor)
  const whole = minor % minorPerMajor === 0
  return new Intl.NumberFormat(localeSettings[locale].intlLocale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(toMajorUnits(minor))
}

/** Share of the target raised, in whole percent, floored so 99.6% never shows as 100%. */
export function percentRaised(raisedMinor: number, targetMinor: number): number {
  if (targetMinor <= 0) return 0
  return Math.floor((raisedMinor * 100) / targetMinor)
}

/**
 * A configured percentage (2.5, 0.15) as whole basis points (250, 15), read from its decimal digits
 * so no float multiplication is involved; more than two decimals are not a figure we use: NaN.
 */
export function percentToBasisPoints(percent: number): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(percent))
  if (!match) return Number.NaN
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
