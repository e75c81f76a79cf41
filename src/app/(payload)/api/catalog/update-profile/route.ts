import { updateProfileRoute } from '@/contracts/profile'
import { routeHandler } from '@/server/http/route-handler'
import { readOwnProfile } from '@/server/profile/read-own-profile'
import { updateProfile } from '@/server/profile/update-profile'

/** The contract: src/contracts/profile.ts (the profile's own rules re-check the body). */
export const POST = routeHandler(updateProfileRoute, async ({ payload, signedIn, body }) => {
  await updateProfile(payload, signedIn.investor.id, body)
  return readOwnProfile(payload, signedIn.investor)
})
