import type { Payload } from 'payload'

import { findStaffByEmail } from './find-staff-by-email'

/**
 * For a staff member who lost both the phone and the recovery codes: their second factor is
 * removed, and their next sign-in enrols a new one (for the roles that require it). Run by an
 * operator with access to the server (`npm run staff:reset-second-factor -- <email>`), never
 * through the API, so a stolen staff session cannot use it.
 */
export async function resetStaffSecondFactor(payload: Payload, email: string): Promise<boolean> {
  const user = await findStaffByEmail(payload, email)
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
