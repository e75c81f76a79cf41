import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/server/http/site-url'

/** The site pages a staff e-mail links to, in the member's language; each page POSTs its token. */
export const staffSetupLink = (token: string, locale: Locale) =>
  `${siteUrl()}/staff-setup?lng=${locale}&token=${encodeURIComponent(token)}`

export const staffUndoEmailLink = (token: string, locale: Locale) =>
  `${siteUrl()}/staff-undo-email?lng=${locale}&token=${encodeURIComponent(token)}`

export const staffLanguage = (user: { language?: string | null }): Locale =>
  user.language === 'en' ? 'en' : 'he'
