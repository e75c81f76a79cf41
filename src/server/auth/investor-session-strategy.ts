import type { AuthStrategy } from 'payload'

import { judgeRequestOrigin } from '@/domain/auth/request-origin'

import { allowedOrigins } from './allowed-origins'
import { resolveSession } from './resolve-session'
import { sessionTokenFrom } from './session-cookie'

/**
 * Lets Payload know the investor behind a request, so that access control (`req.user`) applies
 * to investors as to staff. A cookie sent by another site's page is ignored (CSRF).
 */
export const investorSessionStrategy: AuthStrategy = {
  name: 'investor-session',
  authenticate: async ({ headers, payload }) => {
    const presented = sessionTokenFrom(headers)
    if (!presented) return { user: null }
    if (presented.transport === 'cookie') {
      const verdict = judgeRequestOrigin(
        { secFetchSite: headers.get('sec-fetch-site'), origin: headers.get('origin') },
        allowedOrigins(headers),
      )
      if (verdict === 'cross-site') return { user: null }
    }
    const session = await resolveSession(payload, presented.token)
    if (session.status !== 'active') return { user: null }
    return { user: { ...session.investor, collection: 'investors', _strategy: 'investor-session' } }
  },
}
