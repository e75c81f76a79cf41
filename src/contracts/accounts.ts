import { investorTypes, typeVerificationStates } from '@/domain/investors/investor-type'
import { profileSteps } from '@/domain/investors/profile-completeness'
import { profileUpdateSchema } from '@/domain/investors/profile-schema'
import { kycStatuses } from '@/domain/kyc/kyc-status'
import * as z from '@/domain/zod'

import { defineRoute } from './route-contract'

const tag = 'Account'
const nullableDate = z.string().nullable()

/**
 * The signed-in investor's profile as the profile page shows it: the fields they entered (ID and
 * passport numbers masked), the identity check, the investor type and what is still missing.
 */
export const ownProfileSchema = z.object({
  profile: z
    .looseObject({
      idNumber: z.string().nullable(),
      passportNumber: z.string().nullable(),
      newsletter: z.boolean(),
      avatarUrl: z.string().nullable(),
    })
    .meta({ description: 'The fields of `POST /api/catalog/update-profile`, as stored.' }),
  identityCheck: z.object({
    status: z.enum(kycStatuses),
    reason: z.string().nullable(),
    submittedAt: nullableDate,
    decidedAt: nullableDate,
  }),
  investorType: z.object({
    declared: z.enum(investorTypes),
    verification: z.enum(typeVerificationStates),
    effective: z.enum(investorTypes),
    reason: z.string().nullable(),
  }),
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      url: z.string().nullable(),
      mimeType: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  selfieRequired: z.boolean(),
  completeness: z.object({
    missing: z.array(z.enum(profileSteps)),
    next: z.enum(profileSteps).nullable(),
    percent: z.number().int(),
  }),
})

/** The account id in the path must be the caller's own: another is answered as absent. */
const ownId = { id: /^\d{1,12}$/ }

export const ownProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/user/investor/{id}',
  params: ownId,
  summary: 'The signed-in investor’s profile',
  description: 'Spec 7. `{id}` is the caller’s account id (`GET /api/user`); another is NOT_FOUND.',
  tag,
  caller: 'investor',
  input: z.object({}),
  output: ownProfileSchema,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND'],
})

export const updateOwnProfileRoute = defineRoute({
  method: 'POST',
  path: '/api/user/investor/{id}',
  specPath: '/user/investor/{id}',
  params: ownId,
  summary: 'Changes some fields of the signed-in investor’s profile, and answers the profile',
  description:
    'Spec 7. The same partial update as `POST /api/catalog/update-profile`: any subset of its fields, each checked; a field it does not know is refused.',
  tag,
  caller: 'investor',
  input: profileUpdateSchema,
  output: ownProfileSchema,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND', 'IDENTITY_LOCKED'],
})

export const accountRoutes = [ownProfileRoute, updateOwnProfileRoute]
