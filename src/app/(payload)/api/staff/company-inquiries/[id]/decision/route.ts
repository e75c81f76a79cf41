import { inquiryDecisionRoute } from '@/contracts/company-review'
import { decideInquiry } from '@/server/companies/decide-inquiry'
import { routeHandler } from '@/server/http/route-handler'
import { staffRequest } from '@/server/http/staff-request'

/** The contract: src/contracts/company-review.ts. The company's e-mail goes after the answer. */
export const POST = routeHandler(
  inquiryDecisionRoute,
  async ({ payload, staff, client, params, input }) =>
    decideInquiry(payload, staffRequest(staff, client.locale), Number(params.id), input),
  { sendsEmail: true },
)
