import { registerAccount } from '@/server/accounts/register-account'
import { apiHandler, ok } from '@/server/http/api-handler'
import { setVerificationTicketCookie } from '@/server/otp/verification-ticket'

/** Spec 7, POST /api/register. The account is not signed in: the site logs in next (spec 4). */
export const POST = apiHandler(
  async ({ payload, body, client }) => {
    const result = await registerAccount(payload, body, client)
    const response = ok(
      {
        id: result.id,
        user_id: result.id,
        requires_phone_verification: result.requiresPhoneVerification,
        phone_number: result.phoneNumber,
      },
      { status: 201 },
    )
    if (result.verificationTicket) setVerificationTicketCookie(response, result.verificationTicket)
    return response
  },
  { sendsEmail: true },
)
