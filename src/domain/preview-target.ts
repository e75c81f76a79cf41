import { isSafeRedirectTarget } from './redirect-target'
import { defaultLocale, isLocale } from '@/i18n/locales'

/**
 * Where `/api/preview` may send a staff member: a local path of the site (no query, hash,
 * other host, dot segments or API/admin paths), shown in the chosen language. Null for anything
 * else, so the preview route cannot be used as an open redirect.
 */
export function previewTarget(path: unknown, lng: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || /[?#]/.test(path)) return null
  if (!isSafeRedirectTarget(path)) return null
  if (/^\/(?:api|admin|_next)(?:\/|$)/.test(path)) return null
  const locale = isLocale(lng) ? lng : defaultLocale
  return `${path}?lng=${locale}`
}

/** Where leaving preview returns to: the same kind of local path, or the home page. */
export function previewExitTarget(path: unknown): string {
  const target = previewTarget(path, undefined)
  return target ? target.replace(/\?lng=.*$/, '') : '/'
}
