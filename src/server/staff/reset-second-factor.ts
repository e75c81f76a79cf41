import type { Payload } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'

/**
 * For a staff member who lost both the phone and the recovery codes: their second factor is
 * removed, and their next sign-in enrols a new one (for the roles that require it). Run by an
 * operator with access to the server (`npm run staff:reset-second-factor -- <email>`), never
 * through the API, so a stolen staff session cannot use it.
 */
export async function resetStaffSecondFactor(payload: Payload, email: string): Promise<boolean> {
  const found = await payload.find({
    collection: 'users',
    where: { email: { equals: normalizeEmail(email) } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const user = found.docs[0]
  if (!user) return false
  await payload.update({
    collection: 'users',
    id: user.id,
    context: { disableRevalidate: true },
    data: {
      twoFactorSecret: null,
      twoFactorRecoveryCodes: null,
      twoFactorLastStep: null,
      twoFactorPendingSecret: null,
      twoFactorPendingRecoveryCodes: null,
      twoFactorEnabledAt: null,
      // Sessions that passed the old factor end too.
      sessions: [],
    },
  })
  return true
}
