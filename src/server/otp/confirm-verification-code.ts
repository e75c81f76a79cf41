import type { Payload } from 'payload'

import { otpVerifySchema } from '@/domain/otp/otp-rules'
import type { Investor } from '@/payload-types'
import { markTokenUsed } from '@/server/accounts/account-tokens'
import type { ClientContext } from '@/server/accounts/client-context'
import { parseInput } from '@/server/errors/parse-input'

import { verifyCode } from './verify-code'
import { requireVerificationTicket } from './verification-ticket'

/** Spec 7, POST /api/otp/verify: the ticket holder's code for their account; the ticket is spent. */
export async function confirmVerificationCode(
  payload: Payload,
  request: { headers: Headers; body: Record<string, unknown> },
  client: ClientContext,
): Promise<Investor> {
  const input = parseInput(otpVerifySchema, request.body)
  const ticket = await requireVerificationTicket(payload, request, input.user_id)
  const investor = await verifyCode(payload, {
    investorId: input.user_id,
    code: input.code,
    ip: client.ip,
  })
  await markTokenUsed(payload, ticket.id)
  return investor
}
