import { typeVerificationStates } from '@/domain/investors/investor-type'
import { kycStatuses } from '@/domain/kyc/kyc-status'
import { identityDecisionSchema, typeDecisionSchema } from '@/domain/kyc/review-decision'
import {
  leaderDecisionSchema,
  leaderRequestStatuses,
} from '@/domain/leader-requests/leader-request-schema'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

/**
 * Compliance's review actions (spec 5, the identity check; spec 6, leader requests), for
 * administrators and compliance officers, from the admin panel's review screens. Each locks the
 * record, checks its state, writes the audit log and tells the investor, in one transaction.
 */
const tag = 'Compliance'
const roles = ['admin', 'compliance'] as const
const recordId = { id: /^[1-9]\d{0,8}$/ }

export const identityDecisionRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/investor-profiles/{id}/identity-decision',
  params: recordId,
  summary: 'Decides an investor’s identity check: approve, reject, or ask for more',
  description:
    'The reason is what the investor reads (required to reject or ask for more); the investor is e-mailed in their language.',
  tag,
  caller: 'staff',
  roles,
  input: identityDecisionSchema,
  output: z.object({ status: z.enum(kycStatuses) }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'DECISION_NOT_ALLOWED'],
})

export const typeDecisionRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/investor-profiles/{id}/type-decision',
  params: recordId,
  summary: 'Verifies or rejects the investor type an investor declared',
  tag,
  caller: 'staff',
  roles,
  input: typeDecisionSchema,
  output: z.object({ typeVerification: z.enum(typeVerificationStates) }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'DECISION_NOT_ALLOWED'],
})

export const identityNumbersRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/investor-profiles/{id}/identity-numbers',
  params: recordId,
  summary: 'The investor’s full ID and passport numbers (each request audited)',
  tag,
  caller: 'staff',
  roles,
  input: z.object({}),
  output: z.object({
    idNumber: z.string().nullable(),
    passportNumber: z.string().nullable(),
    passportCountry: z.string().nullable(),
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
})

export const investorDataExportRoute = defineRoute({
  method: 'GET',
  path: '/api/staff/investor-profiles/{id}/export',
  params: recordId,
  summary: 'Everything kept about an investor, as a JSON file (a data subject’s request; audited)',
  tag,
  caller: 'staff',
  roles,
  download: 'investor-data-{id}.json',
  input: z.object({}),
  output: z.looseObject({
    exportedAt: z.string(),
    account: z.looseObject({}),
    profile: z.looseObject({}),
    documents: z.array(z.looseObject({})),
    auditTrail: z.array(z.looseObject({ action: z.string(), at: z.string() })),
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'],
})

export const leaderRequestDecisionRoute = defineRoute({
  method: 'POST',
  path: '/api/staff/leader-requests/{id}/decision',
  params: recordId,
  summary: 'Approves or rejects a request to become a leading investor',
  description: 'The answer is e-mailed to the investor (required to reject).',
  tag,
  caller: 'staff',
  roles,
  input: leaderDecisionSchema,
  output: z.object({
    request: z.object({
      id: z.number().int(),
      status: z.enum(leaderRequestStatuses),
      decidedAt: z.string(),
    }),
  }),
  errors: ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'LEADER_REQUEST_DECIDED'],
})

export const complianceRoutes = [
  identityDecisionRoute,
  typeDecisionRoute,
  identityNumbersRoute,
  investorDataExportRoute,
  leaderRequestDecisionRoute,
]
