import { answerSignInCode } from '@/server/investor-two-factor/answer-sign-in-code'
import { clearSignInTicketCookie } from '@/server/investor-two-factor/sign-in-ticket'
import { apiHandler, ok } from '@/server/http/api-handler'
import { setKnownDeviceCookie, setSessionCookies } from '@/server/http/investor-session'

/**
 * POST /api/login/second-factor (`code`; `second_factor_token` or the site's cookie; optional
 * `"session": "bearer"`): the second step of signing in to an account with two-step sign-in.
 */
export const POST = apiHandler(async ({ payload, request, body, client }) => {
  const transport = body.session === 'bearer' ? 'bearer' : 'cookie'
  const result = await answerSignInCode(
    payload,
    { headers: request.headers, body },
    client,
    transport,
  )
  const response = ok({
    token: transport === 'bearer' ? result.session.token : null,
    token_type: 'Bearer',
    expires_in: result.session.maxAgeSeconds,
    user_id: result.userId,
    email_verified: result.emailVerified,
    account_kind: result.accountKind,
  })
  clearSignInTicketCookie(response)
  if (transport === 'cookie') {
    setSessionCookies(response, result.session.token, result.session.maxAgeSeconds)
    // Only now, after the code: a password alone never makes a browser a known device.
    setKnownDeviceCookie(response, result.userId, client.knownDeviceCookie)
  }
  return response
})
