/**
 * Cross-site request forgery defence for state-changing requests (OWASP ASVS 5.0, 3.5): a browser
 * tells where a request comes from in `Sec-Fetch-Site` (all current browsers) and `Origin`. A
 * request from another site is refused; a request with neither header is not a browser's and may
 * not rely on the session cookie (API clients send a bearer token instead).
 */
export type OriginVerdict = 'same-origin' | 'cross-site' | 'no-browser-headers'

export function judgeRequestOrigin(
  headers: { secFetchSite: string | null; origin: string | null },
  allowedOrigins: readonly string[],
): OriginVerdict {
  const site = headers.secFetchSite?.toLowerCase() ?? null
  if (site && site !== 'same-origin' && site !== 'none') return 'cross-site'
  if (headers.origin !== null) {
    return allowedOrigins.includes(headers.origin) ? 'same-origin' : 'cross-site'
  }
  return site ? 'same-origin' : 'no-browser-headers'
}
