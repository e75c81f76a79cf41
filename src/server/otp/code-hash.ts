import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { otpRules } from '@/domain/otp/otp-rules'
import { requiredEnv } from '@/server/env'

let key: Buffer | null = null

/** OTP_SECRET when set, else a key derived from PAYLOAD_SECRET for this one purpose. */
function hashKey(): Buffer {
  key ??= process.env.OTP_SECRET
    ? Buffer.from(process.env.OTP_SECRET, 'utf8')
    : Buffer.from(hkdfSync('sha256', requiredEnv('PAYLOAD_SECRET'), '', 'otp-code-hash', 32))
  return key
}

/** Six digits from the operating system's cryptographic random source. */
export function createCode(): string {
  return String(randomInt(0, 10 ** otpRules.codeLength)).padStart(otpRules.codeLength, '0')
}

/** A public, unguessable challenge id. */
export function createChallengeId(): string {
  return `otp_${randomBytes(18).toString('base64url')}`
}

/** The stored form of a code: keyed and bound to its challenge, so it answers no other. */
export function hashCode(challengeId: string, code: string): string {
  return createHmac('sha256', hashKey()).update(`${challengeId}:${code}`).digest('hex')
}

export function codeMatches(storedHash: string, challengeId: string, code: string): boolean {
  const expected = Buffer.from(storedHash, 'hex')
  const actual = Buffer.from(hashCode(challengeId, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
