import { accountView } from '@/server/accounts/account-view'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

/** Spec 7, GET /api/user: the signed-in account, or 401 (SESSION_EXPIRED when it has ended). */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  return ok({ user: accountView(investor) }, { headers: { 'Cache-Control': 'no-store' } })
})
