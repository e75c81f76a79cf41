import { languageCookieName } from '@/domain/locale-choice'
import { cookiesSecure } from '@/server/auth/session-cookie'

/** Set by our HTTP server from the socket and trusted proxies; any value a client sends is replaced. */
export const clientIpHeader = 'x-client-ip'

export const languageCookie = {
  name: languageCookieName,
  options: {
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
    sameSite: 'lax' as const,
    secure: cookiesSecure(),
  },
}
