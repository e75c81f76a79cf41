import type { Payload } from 'payload'

import type { RateLimitRule } from '@/domain/auth/rate-limit-rules'
import { AppError } from '@/server/errors/app-error'

import { consumeRateLimit } from './consume-rate-limit'

/** Counts the attempt and refuses it (429 with Retry-After) once the rule's limit is passed. */
export async function enforceRateLimit(
  payload: Payload,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const result = await consumeRateLimit(payload, rule, subject)
  if (!result.allowed)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: result.retryAfterSeconds })
}
