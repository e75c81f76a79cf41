import type { Payload } from 'payload'

import { emailField } from '@/domain/auth/credentials-schema'
import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import type { ClientContext } from './client-context'
import { findInvestorByEmail } from './find-investor-by-email'

/**
 * Spec 7, user-exists: used by invitation links to open login or registration. It answers whether
 * an address has an account, so an IP gets only a few answers an hour.
 */
export async function investorExists(
  payload: Payload,
  email: unknown,
  client: ClientContext,
): Promise<boolean> {
  const address = parseInput(emailField, email)
  await enforceRateLimit(payload, rateLimitRules.userExistsPerIp, client.ip)
  return (await findInvestorByEmail(payload, address)) !== null
}
