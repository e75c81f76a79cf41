import { apiHandler, ok } from '@/server/http/api-handler'
import { setKnownDeviceCookie, setSessionCookies } from '@/server/http/investor-session'
import { setSignInTicketCookie } from '@/server/investor-two-factor/sign-in-ticket'
import { answerChallenge } from '@/server/otp/answer-challenge'
import { clearVerificationTicketCookie } from '@/server/otp/verification-ticket'

/**
 * Spec 7, POST /api/verify-otp (challenge_id, code): answers a challenge and signs in at once, for
 * clients that do not keep the password. `"session": "bearer"` returns the token in the answer.
 * With two-step sign-in on, no session yet: `requires_second_factor` and its ticket.
 */
export const POST = apiHandler(async ({ payload, request, body, client }) => {
  const transport = body.session === 'bearer' ? 'bearer' : 'cookie'
  const signedIn = await answerChallenge(
    payload,
    { headers: request.headers, body },
    client,
    transport,
  )
  const ticket = signedIn.secondFactorTicket
  const response = ok({
    success: true,
    token: transport === 'bearer' ? (signedIn.session?.token ?? null) : null,
    token_type: 'Bearer',
    expires_in: signedIn.session?.maxAgeSeconds ?? null,
    user_id: signedIn.investorId,
    requires_second_factor: ticket !== null,
    ...(ticket && transport === 'bearer' ? { second_factor_token: ticket } : {}),
  })
  clearVerificationTicketCookie(response)
  if (ticket) setSignInTicketCookie(response, ticket)
  if (signedIn.session && transport === 'cookie') {
    setSessionCookies(response, signedIn.session.token, signedIn.session.maxAgeSeconds)
    setKnownDeviceCookie(response, signedIn.investorId, client.knownDeviceCookie)
  }
  return response
})
