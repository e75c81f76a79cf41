import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from './locales'

/**
 * The locale of a page or layout under `[locale]` (set by the proxy's rewrite). Any other value
 * is a 404; a known one is registered so the page can be rendered statically.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
