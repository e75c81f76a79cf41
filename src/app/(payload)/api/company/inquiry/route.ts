import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readOwnInquiry } from '@/server/companies/read-own-inquiry'

/** GET /api/company/inquiry: the signed-in company's inquiry, or null before its first save. */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  return ok(
    { inquiry: await readOwnInquiry(context.payload, investor) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
})
