import type { Payload } from 'payload'

import type { Investor } from '@/payload-types'
import { verifyPassword } from '@/server/auth/password-hash'
import { fieldError } from '@/server/errors/parse-input'

/** Changes to a signed-in account's credentials first ask for its current password. */
export async function checkCurrentPassword(
  payload: Payload,
  investorId: number,
  currentPassword: string,
): Promise<Investor> {
  const investor = await payload.findByID({
    collection: 'investors',
    id: investorId,
    depth: 0,
    showHiddenFields: true,
  })
  if (!investor.passwordHash || !(await verifyPassword(currentPassword, investor.passwordHash))) {
    throw fieldError('currentPassword', 'wrongCurrentPassword')
  }
  return investor
}
