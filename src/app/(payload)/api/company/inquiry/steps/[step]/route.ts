import { saveInquiryStepRoute } from '@/contracts/companies'
import { saveInquiryStep } from '@/server/companies/save-inquiry-step'
import { routeHandler } from '@/server/http/route-handler'

/**
 * The contract: src/contracts/companies.ts. The step's own schema (by the step and the intent)
 * checks the fields the contract passes on.
 */
export const POST = routeHandler(
  saveInquiryStepRoute,
  async ({ payload, signedIn, params, input }) => ({
    inquiry: await saveInquiryStep(payload, signedIn.investor, params.step, input),
  }),
)
