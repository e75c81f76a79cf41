import type { NextRequest } from 'next/server'

import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok, type ApiContext } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readOwnProfile } from '@/server/profile/read-own-profile'
import { updateProfile } from '@/server/profile/update-profile'

type Params = { params: Promise<{ id: string }> }

/** The signed-in investor, only when the path names them: another id is answered as absent. */
async function ownInvestor(context: ApiContext, params: Params['params']) {
  const signedIn = await requireInvestor(context)
  const { id } = await params
  if (String(signedIn.investor.id) !== id) throw new AppError('NOT_FOUND')
  return signedIn.investor
}

const noStore = { headers: { 'Cache-Control': 'private, no-store' } }

/** Spec 7, GET /api/user/investor/{id}: the investor's own profile. */
export function GET(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) =>
    ok(await readOwnProfile(context.payload, await ownInvestor(context, params)), noStore),
  )(request)
}

/** Spec 7, POST /api/user/investor/{id}: the same partial update as update-profile. */
export function POST(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) => {
    const investor = await ownInvestor(context, params)
    await updateProfile(context.payload, investor.id, context.body)
    return ok(await readOwnProfile(context.payload, investor), noStore)
  })(request)
}
