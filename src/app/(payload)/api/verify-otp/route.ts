import { apiHandler, ok } from '@/server/http/api-handler'
import { setKnownDeviceCookie, setSessionCookies } from '@/server/http/investor-session'
import { answerChallenge } from '@/server/otp/answer-challenge'
import { clearVerificationTicketCookie } from '@/server/otp/verification-ticket'

/**
 * Spec 7, POST /api/verify-otp (challenge_id, code): answers a challenge and signs in at once, for
 * clients that do not keep the password. `"session": "bearer"` returns the token in the answer.
 */
export const POST = apiHandler(async ({ payload, request, body, client }) => {
  const transport = body.session === 'bearer' ? 'bearer' : 'cookie'
  const signedIn = await answerChallenge(
    payload,
    { headers: request.headers, body },
    client,
    transport,
  )
  const response = ok({
    success: true,
    token: transport === 'bearer' ? signedIn.session.token : null,
    token_type: 'Bearer',
    expires_in: signedIn.session.maxAgeSeconds,
    user_id: signedIn.investorId,
  })
  clearVerificationTicketCookie(response)
  if (transport === 'cookie') {
    setSessionCookies(response, signedIn.session.token, signedIn.session.maxAgeSeconds)
    setKnownDeviceCookie(response, signedIn.investorId, client.knownDeviceCookie)
  }
  return response
})
