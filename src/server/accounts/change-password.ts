import type { Payload } from 'payload'

import { changePasswordSchema } from '@/domain/auth/credentials-schema'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { checkCurrentPassword } from './check-current-password'
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
  const investor = await checkCurrentPassword(payload, investorId, data.currentPassword)
  await setNewPassword(payload, investor, data.password, { keepSessionToken: sessionToken })
}
