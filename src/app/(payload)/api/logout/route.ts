import { logoutRoute } from '@/contracts/session'
import { logOutInvestor } from '@/server/accounts/log-out-investor'
import { sessionTokenFrom } from '@/server/auth/session-cookie'
import { clearSessionCookies } from '@/server/http/investor-session'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/accounts.ts. Ends the session on the server, clears the cookies. */
export const POST = routeHandler(logoutRoute, async ({ payload, request, onResponse }) => {
  await logOutInvestor(payload, sessionTokenFrom(request.headers)?.token ?? null)
  onResponse((response) => {
    clearSessionCookies(response)
    response.cookies.set('investorFormData', '', { path: '/', maxAge: 0 })
  })
  return { success: true as const }
})
