import { submitInquiry } from '@/server/companies/submit-inquiry'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

/** POST /api/company/inquiry/submit `{ declaration: true }`: answers `{ inquiry }`, submitted. */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const inquiry = await submitInquiry(context.payload, investor, context.body)
  return ok({ inquiry }, { headers: { 'Cache-Control': 'private, no-store' } })
})
