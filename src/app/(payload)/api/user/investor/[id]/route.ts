import { ownProfileRoute, updateOwnProfileRoute } from '@/contracts/profile'
import { AppError } from '@/server/errors/app-error'
import { routeHandler } from '@/server/http/route-handler'
import type { SignedIn } from '@/server/http/investor-session'
import { readOwnProfile } from '@/server/profile/read-own-profile'
import { updateProfile } from '@/server/profile/update-profile'

/** The signed-in investor, only when the path names them: another id is answered as absent. */
function ownInvestor(signedIn: SignedIn, id: string) {
  if (String(signedIn.investor.id) !== id) throw new AppError('NOT_FOUND')
  return signedIn.investor
}

/** The contract: src/contracts/accounts.ts. */
export const GET = routeHandler(ownProfileRoute, async ({ payload, signedIn, params }) =>
  readOwnProfile(payload, ownInvestor(signedIn, params.id)),
)

/** The contract: src/contracts/accounts.ts (the profile's own rules re-check the body). */
export const POST = routeHandler(
  updateOwnProfileRoute,
  async ({ payload, signedIn, params, body }) => {
    const investor = ownInvestor(signedIn, params.id)
    await updateProfile(payload, investor.id, body)
    return readOwnProfile(payload, investor)
  },
)
