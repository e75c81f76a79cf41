import type { Payload } from 'payload'

import { resetPasswordSchema } from '@/domain/auth/credentials-schema'
import { normalizeEmail } from '@/domain/auth/email-address'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { findUsableToken } from '@/server/auth/usable-token'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'
import { clearSignInFailures } from '@/server/security/sign-in-throttle'

import { markTokenUsed } from './account-tokens'
import type { ClientContext } from './client-context'
import { setNewPassword } from './set-new-password'

/**
 * Sets a new password from an e-mailed (or expired-password) link. The link proved the mailbox,
 * so the address counts as confirmed, and its password-entry blocks (every IP and device) and its
 * sign-in slowdown are lifted.
 */
export async function resetPassword(
  payload: Payload,
  input: unknown,
  client: ClientContext,
): Promise<void> {
  const data = parseInput(resetPasswordSchema, input)
  await enforceRateLimit(payload, rateLimitRules.resetPerIp, client.ip)
  const token = await findUsableToken(payload, 'account-tokens', data.token, ['reset-password'])
  if (!token) throw new AppError('LINK_INVALID')
  const investor = await payload.findByID({
    collection: 'investors',
    id: token.investor as number,
    depth: 0,
  })
  await setNewPassword(payload, investor, data.password, { confirmsEmail: true })
  await markTokenUsed(payload, token.id)
  await clearSignInFailures(payload, 'investor', normalizeEmail(investor.email))
}
