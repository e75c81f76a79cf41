import type { Payload } from 'payload'

import { changePasswordSchema } from '@/domain/auth/credentials-schema'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { verifyPassword } from '@/server/auth/password-hash'
import { fieldError, parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { setNewPassword } from './set-new-password'

/** Profile, change password: the current password is required; other sessions end. */
export async function changePassword(
  payload: Payload,
  investorId: number,
  sessionToken: string,
  input: unknown,
): Promise<void> {
  const data = parseInput(changePasswordSchema, input)
  await enforceRateLimit(payload, rateLimitRules.changeCredentialsPerAccount, String(investorId))
  const investor = await payload.findByID({
    collection: 'investors',
    id: investorId,
    depth: 0,
    showHiddenFields: true,
  })
  if (
    !investor.passwordHash ||
    !(await verifyPassword(data.currentPassword, investor.passwordHash))
  ) {
    throw fieldError('currentPassword', 'wrongCurrentPassword')
  }
  await setNewPassword(payload, investor, data.password, { keepSessionToken: sessionToken })
}
