import * as z from '@/domain/zod'
import { reasonField } from '@/domain/kyc/review-decision'

/** A reviewer's step on a company's inquiry; the reason is what the company reads. */
export const inquiryDecisionSchema = z.object({
  decision: z.enum(['startReview', 'requestMore', 'approve', 'deny'], { error: 'choiceInvalid' }),
  reason: reasonField,
})
