import type { Payload } from 'payload'

import type { Investor } from '@/payload-types'

import { getAccountSecuritySettings } from './account-security-settings'
import { endAllSessions } from './end-sessions'
import { hashOpaqueToken } from './opaque-token'

/** The account as the rest of the app sees it: the password hash never leaves this module. */
export type PublicInvestor = Omit<Investor, 'passwordHash'>

export type SessionLookup =
  | { status: 'active'; investor: PublicInvestor; sessionId: number }
  /** A token was presented but its session has ended (logout elsewhere, expiry, lock). */
  | { status: 'expired' }

/** Recording activity at most once a minute keeps reads from turning into writes. */
const touchIntervalMs = 60_000

export async function resolveSession(payload: Payload, token: string): Promise<SessionLookup> {
  const found = await payload.find({
    collection: 'investor-sessions',
    where: { tokenHash: { equals: hashOpaqueToken(token) } },
    depth: 1,
    limit: 1,
    pagination: false,
  })
  const session = found.docs[0]
  if (!session || typeof session.investor !== 'object') return { status: 'expired' }
  const investor = session.investor
  const now = Date.now()
  const settings = await getAccountSecuritySettings(payload)
  const lastSeen = new Date(session.lastSeenAt).getTime()
  const idle = now - lastSeen > settings.sessionIdleMinutes * 60_000
  if (idle || new Date(session.expiresAt).getTime() <= now || investor.lockReason) {
    await (investor.lockReason
      ? endAllSessions(payload, investor.id)
      : payload.delete({ collection: 'investor-sessions', id: session.id }))
    return { status: 'expired' }
  }
  if (now - lastSeen > touchIntervalMs) {
    const seenAt = new Date(now).toISOString()
    await payload.update({
      collection: 'investor-sessions',
      id: session.id,
      data: { lastSeenAt: seenAt },
    })
    await payload.update({
      collection: 'investors',
      id: investor.id,
      data: { lastActivityAt: seenAt },
    })
  }
  const { passwordHash: _hash, ...visible } = investor
  return { status: 'active', investor: visible, sessionId: session.id }
}
