import { secondFactorRoute } from '@/contracts/sign-in'
import { setKnownDeviceCookie, setSessionCookies } from '@/server/http/investor-session'
import { routeHandler } from '@/server/http/route-handler'
import { answerSignInCode } from '@/server/investor-two-factor/answer-sign-in-code'
import { clearSignInTicketCookie } from '@/server/investor-two-factor/sign-in-ticket'

/** The contract: src/contracts/accounts.ts. The second step of a two-step sign-in. */
export const POST = routeHandler(
  secondFactorRoute,
  async ({ payload, request, body, input, client, onResponse }) => {
    const transport = input.session === 'bearer' ? 'bearer' : 'cookie'
    const result = await answerSignInCode(
      payload,
      { headers: request.headers, body },
      client,
      transport,
    )
    onResponse((response) => {
      clearSignInTicketCookie(response)
      if (transport === 'cookie') {
        setSessionCookies(response, result.session.token, result.session.maxAgeSeconds)
        // Only now, after the code: a password alone never makes a browser a known device.
        setKnownDeviceCookie(response, result.userId, client.knownDeviceCookie)
      }
    })
    return {
      token: transport === 'bearer' ? result.session.token : null,
      token_type: 'Bearer' as const,
      expires_in: result.session.maxAgeSeconds,
      user_id: result.userId,
      email_verified: result.emailVerified,
      account_kind: result.accountKind,
    }
  },
)
