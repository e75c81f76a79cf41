import { sql } from '@payloadcms/db-postgres'
import { alias } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { otpRules } from '@/domain/otp/otp-rules'
import { otp_challenges } from '@/payload-generated-schema'
import type { Investor } from '@/payload-types'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'
import { AppError } from '@/server/errors/app-error'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { codeMatches } from './code-hash'

type OpenChallenge = Fields<
  | [typeof otp_challenges.id, number]
  | [typeof otp_challenges.challengeId | typeof otp_challenges.codeHash, string]
  | [typeof otp_challenges.method, string]
>

/** The challenges again, in the subquery that picks the investor's latest open one. */
const latest = alias(otp_challenges, 'latest')

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
    update ${otp_challenges}
       set ${bare(otp_challenges.guesses)} = ${otp_challenges.guesses} + 1,
           ${bare(otp_challenges.updatedAt)} = now()
    where ${otp_challenges.id} = (
      select ${latest.id} from ${otp_challenges} ${latest}
      where ${latest.investor} = ${attempt.investorId}
        and ${latest.usedAt} is null and ${latest.closedAt} is null
        ${attempt.challengeId ? sql`and ${latest.challengeId} = ${attempt.challengeId}` : sql``}
      order by ${latest.createdAt} desc limit 1
    )
      and ${otp_challenges.guesses} < ${otpRules.maxWrongGuesses}
      and ${otp_challenges.expiresAt} > now()
    returning ${otp_challenges.id}, ${otp_challenges.challengeId}, ${otp_challenges.codeHash},
      ${otp_challenges.method}`)
  const challenge = counted.rows[0] as OpenChallenge | undefined
  if (!challenge || !codeMatches(challenge.code_hash, challenge.challenge_id, attempt.code)) {
    throw new AppError('OTP_INVALID')
  }
  const used = await db.execute(sql`
    update ${otp_challenges}
       set ${bare(otp_challenges.usedAt)} = now(), ${bare(otp_challenges.updatedAt)} = now()
    where ${otp_challenges.id} = ${challenge.id} and ${otp_challenges.usedAt} is null
    returning ${otp_challenges.id}`)
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
