import { readOwnInquiryRoute } from '@/contracts/companies'
import { readOwnInquiry } from '@/server/companies/read-own-inquiry'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/companies.ts. */
export const GET = routeHandler(readOwnInquiryRoute, async ({ payload, signedIn }) => ({
  inquiry: await readOwnInquiry(payload, signedIn.investor),
}))
