import { accountView } from '@/server/accounts/account-view'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readAvatarUrl } from '@/server/profile/read-avatar-url'

/** Spec 7, GET /api/user: the signed-in account, or 401 (SESSION_EXPIRED when it has ended). */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const avatarUrl = await readAvatarUrl(context.payload, investor.id)
  return ok(
    { user: { ...accountView(investor), avatarUrl } },
    { headers: { 'Cache-Control': 'no-store' } },
  )
})
