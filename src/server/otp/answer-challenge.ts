import type { Payload } from 'payload'

import { otpChallengeAnswerSchema } from '@/domain/otp/otp-rules'
import { markTokenUsed } from '@/server/accounts/account-tokens'
import type { ClientContext } from '@/server/accounts/client-context'
import { startSignedInSession } from '@/server/accounts/start-signed-in-session'
import { getAccountSecuritySettings } from '@/server/auth/account-security-settings'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { hasSecondFactor, readSecondFactor } from '@/server/investor-two-factor/read-second-factor'
import { issueSignInTicket } from '@/server/investor-two-factor/sign-in-ticket'

import { verifyCode } from './verify-code'
import { requireVerificationTicket } from './verification-ticket'

/**
 * Spec 7, POST /api/verify-otp: a right answer to the named challenge verifies the account and
 * starts its session. The ticket (from the login that proved the password) must belong to the
 * challenge's account, so a challenge id alone signs no one in. An account with two-step sign-in
 * gets the ticket for POST /api/login/second-factor instead of a session.
 */
export async function answerChallenge(
  payload: Payload,
  request: { headers: Headers; body: Record<string, unknown> },
  client: ClientContext,
  transport: 'cookie' | 'bearer',
): Promise<
  | {
      investorId: number
      session: { token: string; maxAgeSeconds: number }
      secondFactorTicket: null
    }
  | { investorId: number; session: null; secondFactorTicket: string }
> {
  const input = parseInput(otpChallengeAnswerSchema, request.body)
  const found = await payload.find({
    collection: 'otp-challenges',
    where: { challengeId: { equals: input.challenge_id } },
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const challenge = found.docs[0]
  if (!challenge) throw new AppError('OTP_INVALID')
  const investorId =
    typeof challenge.investor === 'object' ? challenge.investor.id : challenge.investor
  const ticket = await requireVerificationTicket(payload, request, investorId)
  await verifyCode(payload, {
    investorId,
    challengeId: input.challenge_id,
    code: input.code,
    ip: client.ip,
  })
  await markTokenUsed(payload, ticket.id)
  if (hasSecondFactor(await readSecondFactor(payload, investorId)))
    return {
      investorId,
      session: null,
      secondFactorTicket: await issueSignInTicket(payload, investorId),
    }
  const settings = await getAccountSecuritySettings(payload)
  const session = await startSignedInSession(payload, investorId, { transport, settings, client })
  return { investorId, session, secondFactorTicket: null }
}
