import { localeSettings, timeZone, type Locale } from '@/i18n/locales'

/** A calendar date as Israelis write it: he-IL `5.3.2025`, en-IL `05/03/2025` (day first). */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeSettings[locale].intlLocale, {
    dateStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

/**
 * A date and time in Israel's clock: he-IL `5.3.2025, 14:30`, en-IL `05/03/2025, 14:30`; hours
 * before ten with their zero (`03:25`: the short time style wrote `3:25`).
 */
export function formatDateTime(iso: string, locale: Locale): string {
  const time = new Intl.DateTimeFormat(localeSettings[locale].intlLocale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso))
  return `${formatDate(iso, locale)}, ${time}`
}
