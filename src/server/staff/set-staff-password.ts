import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { findStaffByEmail } from './find-staff-by-email'

/**
 * For an operator locked out of the admin (the first administrator's password lost, no colleague
 * to reset it): sets a new password on a staff account and ends its sessions. Run on the server
 * (`npm run staff:set-password -- <email>`), never through the API. The password is the one given
 * (held to the staff password policy by the collection's hook) or a generated one, returned to be
 * shown once. The second factor stays: a lost phone is `staff:reset-second-factor`.
 */
export async function setStaffPassword(
  payload: Payload,
  email: string,
  given?: string,
): Promise<string | null> {
  const user = await findStaffByEmail(payload, email)
  if (!user) return null
  const password = given || randomBytes(18).toString('base64url')
  await payload.update({
    collection: 'users',
    id: user.id,
    context: { disableRevalidate: true },
    data: { password, sessions: [] },
  })
  return password
}
