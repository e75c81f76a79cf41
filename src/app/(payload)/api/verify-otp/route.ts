import { answerOtpChallengeRoute } from '@/contracts/verification-codes'
import { setKnownDeviceCookie, setSessionCookies } from '@/server/http/investor-session'
import { routeHandler } from '@/server/http/route-handler'
import { setSignInTicketCookie } from '@/server/investor-two-factor/sign-in-ticket'
import { answerChallenge } from '@/server/otp/answer-challenge'
import { clearVerificationTicketCookie } from '@/server/otp/verification-ticket'

/**
 * The contract: src/contracts/account-settings.ts. Answers a challenge and signs in at once, for
 * clients that do not keep the password. With two-step sign-in on, no session yet: its ticket.
 */
export const POST = routeHandler(
  answerOtpChallengeRoute,
  async ({ payload, request, input, client, onResponse }) => {
    const transport = input.session === 'bearer' ? 'bearer' : 'cookie'
    const signedIn = await answerChallenge(
      payload,
      { headers: request.headers, body: input },
      client,
      transport,
    )
    const ticket = signedIn.secondFactorTicket
    onResponse((response) => {
      clearVerificationTicketCookie(response)
      if (ticket) setSignInTicketCookie(response, ticket)
      if (signedIn.session && transport === 'cookie') {
        setSessionCookies(response, signedIn.session.token, signedIn.session.maxAgeSeconds)
        setKnownDeviceCookie(response, signedIn.investorId, client.knownDeviceCookie)
      }
    })
    return {
      success: true as const,
      token: transport === 'bearer' ? (signedIn.session?.token ?? null) : null,
      token_type: 'Bearer' as const,
      expires_in: signedIn.session?.maxAgeSeconds ?? null,
      user_id: signedIn.investorId,
      requires_second_factor: ticket !== null,
      ...(ticket && transport === 'bearer' ? { second_factor_token: ticket } : {}),
    }
  },
)
