import { logInInvestor } from '@/server/accounts/log-in-investor'
import { apiHandler, ok } from '@/server/http/api-handler'
import { setKnownDeviceCookie, setSessionCookies } from '@/server/http/investor-session'
import { setSignInTicketCookie } from '@/server/investor-two-factor/sign-in-ticket'
import { setVerificationTicketCookie } from '@/server/otp/verification-ticket'

/**
 * Spec 7, POST /api/login (`login` or `email`, `password`). The site gets an HttpOnly cookie; an
 * API client that sends `"session": "bearer"` gets the token in the answer instead. When the phone
 * must be verified first, no session starts: the answer carries the ticket for the OTP calls.
 * An account with two-step sign-in answers `requires_second_factor` and a ticket for
 * POST /api/login/second-factor instead of a session. A browser that signs in fully becomes a
 * known device of the account (exempt from others' failures).
 */
export const POST = apiHandler(async ({ payload, body, client }) => {
  const transport = body.session === 'bearer' ? 'bearer' : 'cookie'
  const result = await logInInvestor(
    payload,
    { email: body.login ?? body.email, password: body.password },
    client,
    transport,
  )
  const response = ok({
    token: transport === 'bearer' ? (result.session?.token ?? null) : null,
    token_type: 'Bearer',
    expires_in: result.session?.maxAgeSeconds ?? null,
    requires_phone_verification: result.requiresPhoneVerification,
    phone_number: result.phoneNumber,
    user_id: result.userId,
    email_verified: result.emailVerified,
    account_kind: result.accountKind,
    requires_second_factor: result.requiresSecondFactor,
    ...(result.secondFactorTicket && transport === 'bearer'
      ? { second_factor_token: result.secondFactorTicket }
      : {}),
    ...(result.verificationTicket && transport === 'bearer'
      ? { verification_token: result.verificationTicket }
      : {}),
  })
  if (result.verificationTicket) setVerificationTicketCookie(response, result.verificationTicket)
  if (result.secondFactorTicket) setSignInTicketCookie(response, result.secondFactorTicket)
  if (result.session && transport === 'cookie') {
    setSessionCookies(response, result.session.token, result.session.maxAgeSeconds)
    setKnownDeviceCookie(response, result.userId, client.knownDeviceCookie)
  }
  return response
})
