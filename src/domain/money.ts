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

/**
 * A configured or seeded amount (a number in major units, `1500000`, `12.5`) as minor units, read
 * from its decimal digits like typed text: NaN when it is not an amount with at most two decimals.
 */
export function toMinorUnits(major: number): number {
  const parsed = parseMoneyText(major)
  return parsed.ok ? parsed.minor : Number.NaN
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
 * A configured percentage (2.5, 0.15) as whole basis points (250, 15): hundredths, read from its
 * decimal digits as an amount is (no float multiplication); more than two decimals: NaN.
 */
export function percentToBasisPoints(percent: number): number {
  return toMinorUnits(percent)
}

/** Why typed money was refused: a `Validation` key, the same in the browser and the API. */
export type MoneyTextProblem = 'amountRequired' | 'amountInvalid'

export type ParsedMoney = { ok: true; minor: number } | { ok: false; problem: MoneyTextProblem }

/** Whole major units at most 12 digits (under a trillion): minor units stay a safe integer. */
const maxWholeDigits = 12

/**
 * Plain digits (`1500`, `0.5` needs its zero) or digits grouped by commas in threes after a first
 * group of one to three (`1,500`, `12,345,678`); then at most two decimals after a point.
 */
const moneyPattern = /^(?:(\d+)|([1-9]\d{0,2}(?:,\d{3})+))(?:\.(\d{1,2}))?$/

/**
 * The one reader of money typed in major units, for every form and API that takes an amount:
 * "1,000", "1000.5" and "1,000.50" are read; "1,0,0,1", "10,00", "1,00,000" (separators not in
 * threes), "1.005", "1e3", "-5", "+5", ".5" are refused, never guessed. Digits become minor units
 * as text, without float arithmetic. A JSON number is read from its shortest decimal form (0.1 + 0.2
 * has 17 decimals and is refused). Zero is read: callers that need more say so.
 */
export function parseMoneyText(value: string | number): ParsedMoney {
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (text === '') return { ok: false, problem: 'amountRequired' }
  const match = moneyPattern.exec(text)
  if (!match) return { ok: false, problem: 'amountInvalid' }
  const whole = (match[1] ?? match[2]!).replace(/,/g, '').replace(/^0+(?=\d)/, '')
  if (whole.length > maxWholeDigits) return { ok: false, problem: 'amountInvalid' }
  return { ok: true, minor: Number(`${whole}${(match[3] ?? '').padEnd(2, '0')}`) }
}

/** `parseMoneyText`'s minor units, or null when refused. */
export function moneyTextToMinor(value: string | number): number | null {
  const parsed = parseMoneyText(value)
  return parsed.ok ? parsed.minor : null
}
