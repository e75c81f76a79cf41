import type { NextRequest } from 'next/server'

import { saveInquiryStep } from '@/server/companies/save-inquiry-step'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

type Params = { params: Promise<{ step: string }> }

/**
 * POST /api/company/inquiry/steps/{company|venture|files}: the step's answers with `intent`
 * (`draft` or `continue`); answers `{ inquiry }` as saved.
 */
export function POST(request: NextRequest, { params }: Params) {
  return apiHandler(async (context) => {
    const { investor } = await requireInvestor(context)
    const { step } = await params
    const inquiry = await saveInquiryStep(context.payload, investor, step, context.body)
    return ok({ inquiry }, { headers: { 'Cache-Control': 'private, no-store' } })
  })(request)
}
