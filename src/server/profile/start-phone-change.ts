import type { CountryCode } from 'libphonenumber-js'
import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { otpRules, phoneChangeSchema } from '@/domain/otp/otp-rules'
import { maskPhone, toE164 } from '@/domain/phone'
import type { ClientContext } from '@/server/accounts/client-context'
import { fieldError, parseInput } from '@/server/errors/parse-input'
import { issueChallenge } from '@/server/otp/issue-challenge'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

/**
 * The profile's phone change, first half: a one-time code goes by text message to the NEW
 * number; the account keeps its old number until that code comes back (confirmPhoneChange), so
 * nobody can put a number they do not hold on an account.
 */
export async function startPhoneChange(
  payload: Payload,
  investorId: number,
  input: unknown,
  client: ClientContext,
) {
  const { phone, phoneCountry } = parseInput(phoneChangeSchema, input)
  const destination = toE164(phone, phoneCountry as CountryCode) as string
  const investor = await payload.findByID({ collection: 'investors', id: investorId, depth: 0 })
  if (investor.phone === destination && investor.phoneVerified)
    throw fieldError('phone', 'samePhone')
  await enforceRateLimit(payload, rateLimitRules.otpSendPerDestination, destination)
  await enforceRateLimit(payload, rateLimitRules.otpSendPerIp, client.ip)

  const challengeId = await issueChallenge(
    payload,
    { investor, method: 'sms', destination },
    client,
  )
  return {
    challengeId,
    sentTo: maskPhone(destination),
    expiresInSeconds: otpRules.validSeconds,
    resendInSeconds: otpRules.resendAfterSeconds,
  }
}
