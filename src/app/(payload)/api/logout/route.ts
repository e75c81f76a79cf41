import { logOutInvestor } from '@/server/accounts/log-out-investor'
import { sessionTokenFrom } from '@/server/auth/session-cookie'
import { apiHandler, ok } from '@/server/http/api-handler'
import { clearSessionCookies } from '@/server/http/investor-session'

/** Spec 7, POST /api/logout: ends the session on the server and clears the cookies. */
export const POST = apiHandler(async ({ payload, request }) => {
  await logOutInvestor(payload, sessionTokenFrom(request.headers)?.token ?? null)
  const response = ok()
  clearSessionCookies(response)
  response.cookies.set('investorFormData', '', { path: '/', maxAge: 0 })
  return response
})
