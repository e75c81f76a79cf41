import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readOwnProfile } from '@/server/profile/read-own-profile'
import { submitIdentityCheck } from '@/server/profile/submit-identity-check'

/** POST /api/catalog/submit-identity-check: hands the identity details to compliance. */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  await submitIdentityCheck(context.payload, investor.id)
  return ok(await readOwnProfile(context.payload, investor), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
