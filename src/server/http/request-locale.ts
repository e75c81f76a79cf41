import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

import { readCookie } from '../auth/session-cookie'
import { languageCookie } from './request-context'

/** The language of an API answer: the one the page asked for, else the site's language cookie. */
export function requestLocale(headers: Headers, bodyLocale?: unknown): Locale {
  if (isLocale(bodyLocale)) return bodyLocale
  const cookie = readCookie(headers.get('cookie'), languageCookie.name)
  if (isLocale(cookie)) return cookie
  const accepted = headers.get('accept-language')?.slice(0, 2).toLowerCase()
  return isLocale(accepted) ? accepted : defaultLocale
}
