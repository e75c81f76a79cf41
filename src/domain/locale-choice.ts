import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** The cookie that keeps a chosen language (spec 4). */
export const languageCookieName = 'language'

export type LocaleSource = 'query' | 'cookie' | 'geo' | 'default'

/**
 * Country lookup result: an ISO code, `null` when the lookup ran and failed,
 * `undefined` when there was no public address to look up.
 */
export type CountryLookup = () => string | null | undefined

type Input = {
  queryLng: string | null | undefined
  cookieLanguage: string | null | undefined
  lookupCountry: CountryLookup
}

/** Spec 4, language choice order: `lng`, then the cookie, then the IP country, then Hebrew. */
export function chooseLocale({ queryLng, cookieLanguage, lookupCountry }: Input): {
  locale: Locale
  source: LocaleSource
} {
  const fromQuery = queryLng?.toLowerCase()
  if (isLocale(fromQuery)) return { locale: fromQuery, source: 'query' }
  if (isLocale(cookieLanguage)) return { locale: cookieLanguage, source: 'cookie' }

  const country = lookupCountry()
  if (country === undefined) return { locale: defaultLocale, source: 'default' }
  return { locale: country === 'IL' ? 'he' : 'en', source: 'geo' }
}

/** `/he`, `/HE`, `/en`, `/EN` are short links to the home page in that language. */
export function shortLanguagePath(pathname: string): Locale | null {
  const match = /^\/(he|en)\/?$/i.exec(pathname)
  const code = match?.[1]?.toLowerCase()
  return isLocale(code) ? code : null
}
