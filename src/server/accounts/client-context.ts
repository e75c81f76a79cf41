import type { Locale } from '@/i18n/locales'

/** What an account operation knows about the person's browser. */
export type ClientContext = {
  ip: string
  userAgent: string | null
  locale: Locale
  /** The investor known-device cookie as sent (security/known-device.ts), if any. */
  knownDeviceCookie?: string | null
}
