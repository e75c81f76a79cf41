import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'

import { consumeRateLimit, type RateLimitResult } from './consume-rate-limit'
import type { DeviceSubject } from './known-device'

export type CodeAttempt = {
  subject: DeviceSubject
  accountId: number
  ip: string
  /** A known device of this account (recognizeDevice), or null. */
  deviceId: string | null
}

/**
 * Counts one second-factor code (authenticator or recovery code) after a right password. Tries
 * are counted per account and source IP, or per known device: someone who holds the password
 * cannot spend the owner's tries elsewhere. Unknown browsers also share a ceiling per account
 * across IPs (so many IPs cannot guess codes fast); the owner's known device never counts
 * against it, so it cannot be used to lock them out. The caller refuses when not allowed.
 */
export async function countCodeAttempt(
  payload: Payload,
  attempt: CodeAttempt,
): Promise<RateLimitResult> {
  const account = `${attempt.subject}|${attempt.accountId}`
  const from = attempt.deviceId ? `device|${attempt.deviceId}` : `ip|${attempt.ip}`
  const perAddress = await consumeRateLimit(
    payload,
    rateLimitRules.codeAttemptsPerAddress,
    `${account}|${from}`,
  )
  if (!perAddress.allowed || attempt.deviceId) return perAddress
  return consumeRateLimit(payload, rateLimitRules.codeAttemptsPerAccount, account)
}
