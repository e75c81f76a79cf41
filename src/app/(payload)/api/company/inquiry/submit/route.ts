import { submitInquiryRoute } from '@/contracts/companies'
import { submitInquiry } from '@/server/companies/submit-inquiry'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/companies.ts. */
export const POST = routeHandler(submitInquiryRoute, async ({ payload, signedIn, input }) => ({
  inquiry: await submitInquiry(payload, signedIn.investor, input),
}))
