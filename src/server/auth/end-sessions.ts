import type { Payload } from 'payload'

import { hashOpaqueToken } from './opaque-token'

export async function endSession(payload: Payload, token: string): Promise<void> {
  await payload.delete({
    collection: 'investor-sessions',
    where: { tokenHash: { equals: hashOpaqueToken(token) } },
  })
}

/** Ends every session of the account, except the one making the request when it is given. */
export async function endAllSessions(
  payload: Payload,
  investorId: number,
  keepToken?: string,
): Promise<void> {
  await payload.delete({
    collection: 'investor-sessions',
    where: {
      investor: { equals: investorId },
      ...(keepToken ? { tokenHash: { not_equals: hashOpaqueToken(keepToken) } } : {}),
    },
  })
}
