import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readOwnProfile } from '@/server/profile/read-own-profile'
import { updateProfile } from '@/server/profile/update-profile'

/** Spec 7, POST /api/catalog/update-profile: a partial update; answers the profile as saved. */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  await updateProfile(context.payload, investor.id, context.body)
  return ok(await readOwnProfile(context.payload, investor), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
