import type { Payload } from 'payload'

import type { AccountSecuritySettings } from '@/server/auth/account-security-settings'
import { createSession } from '@/server/auth/create-session'

import type { ClientContext } from './client-context'

/** Signs the account in: records the login as activity and starts a server-side session. */
export async function startSignedInSession(
  payload: Payload,
  investorId: number,
  options: {
    transport: 'cookie' | 'bearer'
    settings: AccountSecuritySettings
    client: ClientContext
  },
): Promise<{ token: string; maxAgeSeconds: number }> {
  const now = new Date().toISOString()
  await payload.update({
    collection: 'investors',
    id: investorId,
    data: { lastLoginAt: now, lastActivityAt: now },
  })
  return createSession({
    payload,
    investorId,
    transport: options.transport,
    settings: options.settings,
    ip: options.client.ip,
    userAgent: options.client.userAgent,
  })
}
