/**
 * The investor session cookie: HttpOnly, SameSite Lax, and in production Secure with the
 * `__Host-` prefix (no Domain, path /), so no subdomain or script can read or plant it. A second,
 * readable cookie only says that a session may exist, so that pages served from the cache know to
 * ask for the signed-in header without a request on every anonymous visit.
 */
const secure = () =>
  process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true'

/** Every cookie the site sets is Secure in production (the language choice too). */
export const cookiesSecure = secure

/** Staff sessions (Payload's `payload-token`) are Secure and `__Host-` prefixed likewise. */
export const staffCookiePrefix = () => (secure() ? '__Host-payload' : 'payload')

/** A private cookie's name: with the `__Host-` prefix wherever cookies are Secure. */
export const privateCookieName = (base: string) => (secure() ? `__Host-${base}` : base)

export const sessionCookieName = () => privateCookieName('investor_session')
export const signedInHintCookie = 'signed_in'

export function sessionCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: true,
    secure: secure(),
    sameSite: 'lax' as const,
    path: '/',
    maxAge: maxAgeSeconds,
  }
}

export function hintCookieOptions(maxAgeSeconds: number) {
  return {
    httpOnly: false,
    secure: secure(),
    sameSite: 'lax' as const,
    path: '/',
    maxAge: maxAgeSeconds,
  }
}

export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

/** The session token of a request: a bearer token (API clients) or the cookie (the site). */
export function sessionTokenFrom(
  headers: Headers,
): { token: string; transport: 'bearer' | 'cookie' } | null {
  const authorization = headers.get('authorization')
  const bearer = authorization?.match(/^Bearer\s+(inv_[\w-]+)$/i)?.[1]
  if (bearer) return { token: bearer, transport: 'bearer' }
  const cookie = readCookie(headers.get('cookie'), sessionCookieName())
  return cookie?.startsWith('inv_') ? { token: cookie, transport: 'cookie' } : null
}
