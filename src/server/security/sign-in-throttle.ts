import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { RateLimitRule } from '@/domain/auth/rate-limit-rules'
import type { SlowdownPolicy } from '@/domain/auth/sign-in-slowdown'
import { rate_limits } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'

import { clearSlowdown, takeSlowdownTurn } from './account-slowdown'
import { consumeRateLimit } from './consume-rate-limit'
import type { DeviceSubject } from './known-device'
import {
  clearWrongPasswords,
  passwordEntryBlockedUntil,
  recordWrongPassword,
  type BlockSettings,
} from './password-entry-block'

/**
 * Password sign-in throttling, for investors and staff alike. Nothing an attacker sends can keep
 * the owner out:
 * - from an unknown browser: a limit per source IP, a block of the address for that IP after
 *   `failedLoginLimit` wrong passwords, and the account's slowdown across every address (waits
 *   that grow with its wrong passwords, never a lock);
 * - from a known device of the account (known-device.ts): only that device's own block.
 * Unknown addresses are counted exactly as registered ones.
 */
export type ThrottleRules = { perIp: RateLimitRule; block: BlockSettings; slowdown: SlowdownPolicy }

export type SignInAttempt = {
  subject: DeviceSubject
  /** Normalised. */
  email: string
  ip: string
  /** The id of a known device of this account the request came from (recognizeDevice). */
  deviceId: string | null
}

export type Admission =
  | {
      outcome: 'heard'
      /** A wrong password: the end of the block when this one started it. */
      failed: () => Promise<Date | null>
      succeeded: () => Promise<void>
    }
  | { outcome: 'blocked'; until: Date }
  | { outcome: 'slowed'; retryAfterSeconds: number }

const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 40)

/** Every block of one address shares this prefix, so a password reset lifts them all. */
const blockPrefix = (subject: DeviceSubject, email: string) =>
  `signin-block:${subject}:${digest(email)}:`
const slowdownKey = (subject: DeviceSubject, email: string) =>
  `signin-slowdown:${subject}:${digest(email)}`

export async function admitSignInAttempt(
  payload: Payload,
  attempt: SignInAttempt,
  rules: ThrottleRules,
): Promise<Admission> {
  const { subject, email, ip, deviceId } = attempt
  const blockKey =
    blockPrefix(subject, email) + digest(deviceId ? `device|${deviceId}` : `ip|${ip}`)
  if (!deviceId) {
    const perIp = await consumeRateLimit(payload, rules.perIp, ip)
    if (!perIp.allowed) return { outcome: 'slowed', retryAfterSeconds: perIp.retryAfterSeconds }
  }
  const blockedUntil = await passwordEntryBlockedUntil(payload, blockKey)
  if (blockedUntil) return { outcome: 'blocked', until: blockedUntil }
  if (!deviceId) {
    const turn = await takeSlowdownTurn(payload, slowdownKey(subject, email), rules.slowdown)
    if (!turn.allowed) return { outcome: 'slowed', retryAfterSeconds: turn.retryAfterSeconds }
  }
  return {
    outcome: 'heard',
    failed: () => recordWrongPassword(payload, blockKey, rules.block),
    succeeded: async () => {
      await clearWrongPasswords(payload, blockKey)
      // A right password from an unknown browser waited its turn: the slowdown ends. From a
      // known device it says nothing about strangers still guessing, so theirs goes on.
      if (!deviceId) await clearSlowdown(payload, slowdownKey(subject, email))
    },
  }
}

/** After a password reset: the address's blocks on every IP and device, and its slowdown. */
export async function clearSignInFailures(
  payload: Payload,
  subject: DeviceSubject,
  email: string,
): Promise<void> {
  await sqlDatabase(payload).execute(sql`
    delete from ${rate_limits}
    where ${rate_limits.key} = ${slowdownKey(subject, email)}
      or starts_with(${rate_limits.key}, ${blockPrefix(subject, email)})`)
}
