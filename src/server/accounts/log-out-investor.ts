import type { Payload } from 'payload'

import { endSession } from '@/server/auth/end-sessions'

/** Ends the session on the server; the route clears the cookies. */
export async function logOutInvestor(payload: Payload, sessionToken: string | null): Promise<void> {
  if (sessionToken) await endSession(payload, sessionToken)
}
