import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { AppError } from '@/server/errors/app-error'
import { consumeRateLimit } from '@/server/security/consume-rate-limit'

/**
 * Counts one authenticator-code attempt for the account from this client IP, and against the
 * account's ceiling across addresses. Counted before the code is checked, so a guess that would
 * succeed is refused too once the limit is passed (429 with Retry-After).
 */
export async function countCodeAttempt(
  payload: Payload,
  investorId: number,
  ip: string,
): Promise<void> {
  const fromThisAddress = await consumeRateLimit(
    payload,
    rateLimitRules.investorSecondFactorPerAccountIp,
    `${investorId}|${ip}`,
  )
  const acrossAddresses = await consumeRateLimit(
    payload,
    rateLimitRules.investorSecondFactorPerAccount,
    String(investorId),
  )
  const refused = [fromThisAddress, acrossAddresses].filter((result) => !result.allowed)
  if (refused.length === 0) return
  const retryAfterSeconds = Math.max(...refused.map((result) => result.retryAfterSeconds))
  throw new AppError('RATE_LIMITED', { retryAfterSeconds })
}
