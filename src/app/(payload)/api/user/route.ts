import { currentAccountRoute } from '@/contracts/session'
import { accountView } from '@/server/accounts/account-view'
import { routeHandler } from '@/server/http/route-handler'
import { readAvatarUrl } from '@/server/profile/read-avatar-url'

/** The contract: src/contracts/accounts.ts. A visitor is 401 (SESSION_EXPIRED when it has ended). */
export const GET = routeHandler(currentAccountRoute, async ({ payload, signedIn }) => {
  const { investor } = signedIn
  const avatarUrl = await readAvatarUrl(payload, investor.id)
  return { user: { ...accountView(investor), avatarUrl } }
})
