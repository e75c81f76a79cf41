import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { otpRules } from '@/domain/otp/otp-rules'
import type { Investor } from '@/payload-types'
import { sqlDatabase } from '@/server/db/sql-database'
import { AppError } from '@/server/errors/app-error'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { codeMatches } from './code-hash'

type OpenChallenge = { id: number; challenge_id: string; code_hash: string; method: string }

/**
 * Checks a code against the account's open challenge (or the named one). Each answer is counted
 * before it is checked, in one conditional update, so parallel guesses cannot pass the limit of
 * five; a right answer closes the challenge in another conditional update, so a code works once.
 * Every failure gives the same answer: invalid or expired.
 */
export async function verifyCode(
  payload: Payload,
  attempt: { investorId: number; challengeId?: string; code: string; ip: string },
): Promise<Investor> {
  await enforceRateLimit(payload, rateLimitRules.otpVerifyPerIp, attempt.ip)
  const db = sqlDatabase(payload)
  const counted = await db.execute(sql`
    update otp_challenges set guesses = guesses + 1, updated_at = now()
    where id = (
      select id from otp_challenges
      where investor_id = ${attempt.investorId}
        and used_at is null and closed_at is null
        ${attempt.challengeId ? sql`and challenge_id = ${attempt.challengeId}` : sql``}
      order by created_at desc limit 1
    )
      and guesses < ${otpRules.maxWrongGuesses} and expires_at > now()
    returning id, challenge_id, code_hash, method`)
  const challenge = counted.rows[0] as OpenChallenge | undefined
  if (!challenge || !codeMatches(challenge.code_hash, challenge.challenge_id, attempt.code)) {
    throw new AppError('OTP_INVALID')
  }
  const used = await db.execute(sql`
    update otp_challenges set used_at = now(), updated_at = now()
    where id = ${challenge.id} and used_at is null
    returning id`)
  if (used.rows.length === 0) throw new AppError('OTP_INVALID')

  // A code by text message proves the phone; by e-mail, the address. Either satisfies the
  // administrator's "verify before sign-in" setting (spec: the method may be switched).
  const now = new Date().toISOString()
  return payload.update({
    collection: 'investors',
    id: attempt.investorId,
    data: {
      codeVerifiedAt: now,
      ...(challenge.method === 'sms' ? { phoneVerified: true } : { emailVerified: true }),
    },
  })
}
