import type { Payload } from 'payload'

import { findStaffByEmail } from './find-staff-by-email'
import { issueStaffSetupLink } from './issue-staff-setup-link'

/**
 * For a staff member who lost both the phone and the recovery codes: their second factor is
 * removed, and an enrolment link (returned, for the operator to pass on) sets up a new one. Run by an
 * operator with access to the server (`npm run staff:reset-second-factor -- <email>`), never
 * through the API, so a stolen staff session cannot use it.
 */
export async function resetStaffSecondFactor(
  payload: Payload,
  email: string,
): Promise<{ link: string; expiresAt: Date } | null> {
  const user = await findStaffByEmail(payload, email)
  if (!user) return null
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
  // The new key is shown only on the page this link opens (printed for the operator to pass on).
  return issueStaffSetupLink(payload, user.id, {
    purpose: 'enrol',
    issuedBy: 'operator',
    sendEmail: false,
  })
}
