/**
 * The top progress bar's rules (spec 9): shown only when a navigation takes longer than 200 ms,
 * then creeping from 10% to 90% over 5 s until the new address is reached.
 */
export const progressThrottleMs = 200
export const progressDurationMs = 5000

/** The bar's fill `elapsedMs` after it appeared: 10%, rising to at most 90%. */
export function progressAt(elapsedMs: number): number {
  return Math.min(0.9, 0.1 + (0.8 * Math.max(0, elapsedMs)) / progressDurationMs)
}

/**
 * Where a click on a link to `href` navigates within the site, as `pathname?search`, or null when
 * it does not (another site, the admin or API, or the very address shown, hash links included).
 */
export function navigationTarget(href: string, current: string): string | null {
  const from = new URL(current)
  const url = new URL(href, from)
  if (url.origin !== from.origin) return null
  if (url.pathname.startsWith('/admin') || url.pathname.startsWith('/api')) return null
  if (url.pathname === from.pathname && url.search === from.search) return null
  return url.pathname + url.search
}

/**
 * Whether the navigation to `target` is over: the address shows it. Next writes the address once
 * the new page is rendered; a tab that only rewrites the query (`?tab=`) reaches it at once.
 */
export function reachedTarget(target: string, location: { pathname: string; search: string }) {
  return location.pathname + location.search === target
}
