import { inquiryDecisionSchema } from '@/domain/companies/inquiry-decision'
import { inquiryStatuses } from '@/domain/companies/inquiry-status'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

/** Staff's review of a company's inquiry (spec 2), from the admin panel's inquiry screen. */
export const inquiryDecisionRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/company-inquiries/{id}/decision',
  params: { id: /^[1-9]\d{0,8}$/ },
  summary: 'Takes a step on a company’s inquiry: start the review, ask for more, approve or deny',
  description:
    'The reason is what the company reads (required to ask for more or deny). Approving opens the project the inquiry becomes (`project`).',
  tag: 'Companies',
  caller: 'staff',
  roles: ['admin', 'compliance'],
  input: inquiryDecisionSchema,
  output: z.object({ status: z.enum(inquiryStatuses), project: z.number().int().nullable() }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'DECISION_NOT_ALLOWED'],
})

export const companyReviewRoutes = [inquiryDecisionRoute]
