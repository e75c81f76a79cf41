import type { Payload } from 'payload'

import type { AccountSecuritySettings } from './account-security-settings'
import { createOpaqueToken } from './opaque-token'

type Options = {
  payload: Payload
  investorId: number
  transport: 'cookie' | 'bearer'
  settings: Pick<AccountSecuritySettings, 'sessionMaxHours'>
  ip: string | null
  userAgent: string | null
}

/** Starts a server-side session and returns its token, shown to the client once. */
export async function createSession(
  options: Options,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const { payload, investorId, transport, settings } = options
  const { token, tokenHash } = createOpaqueToken('inv')
  const maxAgeSeconds = settings.sessionMaxHours * 3600
  const now = Date.now()
  await payload.create({
    collection: 'investor-sessions',
    data: {
      investor: investorId,
      tokenHash,
      transport,
      expiresAt: new Date(now + maxAgeSeconds * 1000).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
      ip: options.ip,
      userAgent: options.userAgent?.slice(0, 400) ?? null,
    },
  })
  return { token, maxAgeSeconds }
}
