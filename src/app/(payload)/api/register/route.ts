import { registerRoute } from '@/contracts/accounts'
import { registerAccount } from '@/server/accounts/register-account'
import { routeHandler } from '@/server/http/route-handler'
import { setVerificationTicketCookie } from '@/server/otp/verification-ticket'

/**
 * The contract: src/contracts/accounts.ts (the registration's own rules re-check the body). The
 * account is not signed in: the site logs in next (spec 4).
 */
export const POST = routeHandler(
  registerRoute,
  async ({ payload, body, client, onResponse }) => {
    const result = await registerAccount(payload, body, client)
    const ticket = result.verificationTicket
    if (ticket) onResponse((response) => setVerificationTicketCookie(response, ticket))
    return {
      id: result.id,
      user_id: result.id,
      requires_phone_verification: result.requiresPhoneVerification,
      phone_number: result.phoneNumber,
    }
  },
  { sendsEmail: true },
)
