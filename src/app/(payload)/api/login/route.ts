import { loginRoute } from '@/contracts/sign-in'
import { logInInvestor } from '@/server/accounts/log-in-investor'
import { setKnownDeviceCookie, setSessionCookies } from '@/server/http/investor-session'
import { routeHandler } from '@/server/http/route-handler'
import { setSignInTicketCookie } from '@/server/investor-two-factor/sign-in-ticket'
import { setVerificationTicketCookie } from '@/server/otp/verification-ticket'

/**
 * The contract: src/contracts/accounts.ts. The site gets an HttpOnly cookie, an API client the
 * token; when the phone must be verified or a second factor answered first, no session starts:
 * the ticket for that step instead. A browser that signs in fully becomes a known device of the
 * account (exempt from others' failures).
 */
export const POST = routeHandler(loginRoute, async ({ payload, input, client, onResponse }) => {
  const transport = input.session === 'bearer' ? 'bearer' : 'cookie'
  const result = await logInInvestor(
    payload,
    { email: input.email, password: input.password },
    client,
    transport,
  )
  onResponse((response) => {
    if (result.verificationTicket) setVerificationTicketCookie(response, result.verificationTicket)
    if (result.secondFactorTicket) setSignInTicketCookie(response, result.secondFactorTicket)
    if (result.session && transport === 'cookie') {
      setSessionCookies(response, result.session.token, result.session.maxAgeSeconds)
      setKnownDeviceCookie(response, result.userId, client.knownDeviceCookie)
    }
  })
  return {
    token: transport === 'bearer' ? (result.session?.token ?? null) : null,
    token_type: 'Bearer' as const,
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
  }
})
