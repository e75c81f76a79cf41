import { apiHandler, ok } from '@/server/http/api-handler'
import { confirmVerificationCode } from '@/server/otp/confirm-verification-code'
import { clearVerificationTicketCookie } from '@/server/otp/verification-ticket'

/**
 * Spec 7, POST /api/otp/verify (user_id, code). Success verifies the account; the site then signs
 * in with the credentials it kept in memory (spec 4, OTP).
 */
export const POST = apiHandler(async ({ payload, request, body, client }) => {
  await confirmVerificationCode(payload, { headers: request.headers, body }, client)
  const response = ok({ success: true })
  clearVerificationTicketCookie(response)
  return response
})
