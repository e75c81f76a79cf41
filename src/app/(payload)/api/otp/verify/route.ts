import { verifyOtpRoute } from '@/contracts/verification-codes'
import { routeHandler } from '@/server/http/route-handler'
import { confirmVerificationCode } from '@/server/otp/confirm-verification-code'
import { clearVerificationTicketCookie } from '@/server/otp/verification-ticket'

/**
 * The contract: src/contracts/account-settings.ts. Success verifies the account; the site then
 * signs in with the credentials it kept in memory (spec 4, OTP).
 */
export const POST = routeHandler(
  verifyOtpRoute,
  async ({ payload, request, input, client, onResponse }) => {
    await confirmVerificationCode(payload, { headers: request.headers, body: input }, client)
    onResponse(clearVerificationTicketCookie)
    return { success: true } as const
  },
)
