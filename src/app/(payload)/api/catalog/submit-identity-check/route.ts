import { submitIdentityCheckRoute } from '@/contracts/profile'
import { routeHandler } from '@/server/http/route-handler'
import { readOwnProfile } from '@/server/profile/read-own-profile'
import { submitIdentityCheck } from '@/server/profile/submit-identity-check'

/** The contract: src/contracts/profile.ts. */
export const POST = routeHandler(submitIdentityCheckRoute, async ({ payload, signedIn }) => {
  await submitIdentityCheck(payload, signedIn.investor.id)
  return readOwnProfile(payload, signedIn.investor)
})
