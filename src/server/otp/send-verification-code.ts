import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { otpRules, otpSendSchema, type OtpMethod } from '@/domain/otp/otp-rules'
import { maskPhone } from '@/domain/phone'
import type { OtpChallenge } from '@/payload-types'
import type { ClientContext } from '@/server/accounts/client-context'
import { getAccountSecuritySettings } from '@/server/auth/account-security-settings'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { issueChallenge } from './issue-challenge'
import { requireVerificationTicket } from './verification-ticket'

export type CodeSent = {
  challengeId: string
  method: OtpMethod
  /** The phone masked (spec 9), or the e-mail address the code went to. */
  sentTo: string
  expiresInSeconds: number
  resendInSeconds: number
}

/**
 * Spec 7, POST /api/otp/send and /api/otp/resend: a new code for the account named by the ticket,
 * to the phone (or e-mail address) on file; the `phone` sent by the client is never used, so no
 * one can verify a number that is not the account's. Codes to one destination are at least 60 s
 * apart; a repeated send within that time answers with the code already on its way.
 */
export async function sendVerificationCode(
  payload: Payload,
  request: { headers: Headers; body: Record<string, unknown> },
  client: ClientContext,
  kind: 'send' | 'resend',
): Promise<CodeSent> {
  const input = parseInput(otpSendSchema, request.body)
  await requireVerificationTicket(payload, request, input.user_id)
  const investor = await payload.findByID({ collection: 'investors', id: input.user_id, depth: 0 })
  const method = input.method ?? (await getAccountSecuritySettings(payload)).otpDefaultMethod
  const destination = method === 'sms' ? investor.phone : investor.email
  if (!destination) throw new AppError('OTP_SEND_FAILED')
  const sentTo = method === 'sms' ? maskPhone(destination) : destination

  const recent = await latestChallengeTo(payload, destination)
  if (recent) {
    const waitSeconds = Math.ceil(
      otpRules.resendAfterSeconds - (Date.now() - new Date(recent.createdAt).getTime()) / 1000,
    )
    if (waitSeconds > 0) {
      const stillOpen = !recent.usedAt && !recent.closedAt && investorOf(recent) === investor.id
      if (kind === 'send' && stillOpen) {
        return {
          challengeId: recent.challengeId,
          method,
          sentTo,
          expiresInSeconds: secondsUntil(recent.expiresAt),
          resendInSeconds: waitSeconds,
        }
      }
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: waitSeconds })
    }
  }
  await enforceRateLimit(payload, rateLimitRules.otpSendPerDestination, destination)
  await enforceRateLimit(payload, rateLimitRules.otpSendPerIp, client.ip)

  const challengeId = await issueChallenge(payload, { investor, method, destination }, client)
  return {
    challengeId,
    method,
    sentTo,
    expiresInSeconds: otpRules.validSeconds,
    resendInSeconds: otpRules.resendAfterSeconds,
  }
}

async function latestChallengeTo(payload: Payload, destination: string) {
  const found = await payload.find({
    collection: 'otp-challenges',
    where: { destination: { equals: destination } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return found.docs[0] ?? null
}

const investorOf = (challenge: OtpChallenge) =>
  typeof challenge.investor === 'object' ? challenge.investor.id : challenge.investor

const secondsUntil = (iso: string) =>
  Math.max(0, Math.round((new Date(iso).getTime() - Date.now()) / 1000))
