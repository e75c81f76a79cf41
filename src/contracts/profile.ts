import { investorTypes, typeVerificationStates } from '@/domain/investors/investor-type'
import { profileSteps } from '@/domain/investors/profile-completeness'
import { kycStatuses } from '@/domain/kyc/kyc-status'
import { profileUpdateSchema } from '@/domain/investors/profile-schema'
import { documentKinds } from '@/domain/kyc/document-kinds'
import {
  leaderRequestLimits,
  leaderRequestSchema,
  leaderRequestStatuses,
} from '@/domain/leader-requests/leader-request-schema'
import { suitabilityAnswersSchema } from '@/domain/suitability/answers-schema'
import { suitabilityResults } from '@/domain/suitability/scoring'
import * as z from '@/domain/zod'

import { raiseAlertRoutes } from './raise-alerts'
import { defineRoute } from './route-contract'

/**
 * The signed-in investor's own profile (spec 7's profile calls): its fields, its files, the
 * identity check, the suitability questionnaire and the leader request. Each acts on the caller's
 * own records only.
 */
const tag = 'Profile'
const nullableDate = z.string().nullable()
const sessionErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED'] as const
const id = z.number().int().positive()
const documentKind = z.enum(
  documentKinds.map((kind) => kind.value),
  { error: 'documentKindInvalid' },
)
/** The request's `user_id` names the caller: another account's is answered as absent. */
const ownUserId = z
  .string()
  .meta({ description: 'The caller’s account id (`GET /api/user`); another is NOT_FOUND.' })

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
      kind: z.enum(documentKinds.map((entry) => entry.value)),
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
  tag: 'Account',
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
  tag: 'Account',
  caller: 'investor',
  input: profileUpdateSchema,
  output: ownProfileSchema,
  errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'NOT_FOUND', 'IDENTITY_LOCKED'],
})

export const updateProfileRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/update-profile',
  summary: 'Changes some fields of the signed-in investor’s profile, and answers the profile',
  description:
    'Spec 7. Any subset of the fields, each checked, then the merged profile by its cross-field rules; a field it does not know is refused. While the identity check is submitted the identity details are locked (IDENTITY_LOCKED); changing one after an approval submits the check again, and changing the declared investor type makes it unverified again.',
  tag,
  caller: 'investor',
  input: profileUpdateSchema,
  output: ownProfileSchema,
  errors: [...sessionErrors, 'IDENTITY_LOCKED'],
})

export const submitIdentityCheckRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/submit-identity-check',
  summary: 'Hands the investor’s identity details and documents to compliance',
  description:
    'From not started, rejected or asked for more (else IDENTITY_CHECK_NOT_OPEN), once the personal details and the identity documents are complete (else PROFILE_INCOMPLETE, naming what is `missing`). Until compliance decides, the identity details are locked. Answers the profile, its check `submitted`.',
  tag,
  caller: 'investor',
  input: z.object({}),
  output: ownProfileSchema,
  errors: [...sessionErrors, 'IDENTITY_CHECK_NOT_OPEN', 'PROFILE_INCOMPLETE'],
})

const fileRules =
  'Checked by its bytes (JPEG, PNG, WebP or PDF: `fileTypeRefused`), at most the identity-check setting’s size (`fileTooLarge`); an image is re-encoded without its metadata, and the file stored under a name of ours.'

export const uploadDocumentRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/update-passport',
  summary: 'Adds an identity document or a proof to the investor’s files',
  description: `Spec 7. ${fileRules} An identity document is refused while the identity check is submitted (IDENTITY_LOCKED), and one added after an approval submits the check again.`,
  tag,
  caller: 'investor',
  body: 'multipart',
  input: z.object({
    file: z.file({ error: 'fileMissing' }),
    kind: documentKind.default('passport').meta({ description: 'What the file is.' }),
  }),
  output: z.object({
    document: z.object({ id, kind: documentKind, url: z.string().nullable() }),
  }),
  status: 201,
  errors: [...sessionErrors, 'IDENTITY_LOCKED', 'PAYLOAD_TOO_LARGE'],
})

export const uploadAvatarRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/update-avatar',
  summary: 'Sets the investor’s profile picture',
  description: `Spec 7. ${fileRules} An image only, cut to a centred square of at most 256 pixels. Its address answers its owner only.`,
  tag,
  caller: 'investor',
  body: 'multipart',
  input: z.object({ file: z.file({ error: 'fileMissing' }) }),
  output: z.object({ avatarUrl: z.string().nullable() }),
  status: 201,
  errors: [...sessionErrors, 'PAYLOAD_TOO_LARGE'],
})

/** The questionnaire as the investor reads it: in their language, without its scores. */
const questionnaireSchema = z.object({
  version: z.number().int(),
  introduction: z.string().nullable(),
  questions: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      answers: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
})

export const ownQuestionnaireRoute = defineRoute({
  method: 'GET',
  path: '/api/catalog/questionaire/get',
  summary: 'The suitability questionnaire and the investor’s own answers',
  description:
    'Spec 7 (its spelling). The questionnaire in the request’s language (a text missing in English falls back to Hebrew), without the scores or the passing score; null until compliance has written one. `response.current` is false once compliance has changed the questionnaire since.',
  tag: 'Suitability',
  caller: 'investor',
  input: z.object({ user_id: ownUserId.optional() }),
  output: z.object({
    questionnaire: questionnaireSchema.nullable(),
    response: z
      .object({
        answers: z.record(z.string(), z.string()),
        result: z.enum(suitabilityResults),
        version: z.number().int(),
        answeredAt: z.string(),
        current: z.boolean(),
      })
      .nullable(),
  }),
  errors: [...sessionErrors, 'NOT_FOUND'],
})

export const answerQuestionnaireRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/questionaire/update',
  summary: 'Answers the suitability questionnaire',
  description:
    'Spec 7. Every question needs one of its own answers (`answers.<questionId>`). `version` is the questionnaire answered: another current one is QUESTIONNAIRE_CHANGED. Answering again replaces the response. The score stays with compliance; the investor reads the result. Not for a company account (FORBIDDEN).',
  tag: 'Suitability',
  caller: 'investor',
  input: suitabilityAnswersSchema,
  output: z.object({
    result: z.enum(suitabilityResults),
    version: z.number().int(),
    answeredAt: z.string(),
  }),
  errors: [...sessionErrors, 'FORBIDDEN', 'QUESTIONNAIRE_UNAVAILABLE', 'QUESTIONNAIRE_CHANGED'],
})

export const ownLeaderRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/catalog/leader-requests',
  summary: 'The investor’s own leader requests, newest first',
  description:
    'Spec 6. With compliance’s answer once decided; at most one is open. `canSend` is whether the investor may send one now.',
  tag: 'Leader requests',
  caller: 'investor',
  input: z.object({ user_id: ownUserId.optional() }),
  output: z.object({
    requests: z.array(
      z.object({
        id,
        status: z.enum(leaderRequestStatuses),
        message: z.string(),
        answer: z.string().nullable(),
        attachments: z.number().int().meta({ description: 'How many files came with it.' }),
        createdAt: z.string(),
        decidedAt: z.string().nullable(),
      }),
    ),
    canSend: z.boolean(),
  }),
  errors: [...sessionErrors, 'NOT_FOUND'],
})

/** The `files` of a multipart body: none, one, or the list a repeated name gives. */
const filesOf = (value: unknown): unknown[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]

export const addLeaderRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/catalog/add-leader-request',
  summary: 'Asks to become a leading investor',
  description:
    'Spec 6 and 7. A message and up to five documents (`files` repeated; checked by their bytes as identity documents are), kept as the investor’s private documents; JSON with the message alone is taken too. One open request at a time (LEADER_REQUEST_OPEN). Not for a company account (FORBIDDEN). Compliance decides it.',
  tag: 'Leader requests',
  caller: 'investor',
  body: 'multipart',
  input: z.object(
    {
      message: leaderRequestSchema.shape.message,
      files: z
        .preprocess(
          filesOf,
          z
            .array(z.file({ error: 'fileMissing' }), { error: 'fileMissing' })
            .max(leaderRequestLimits.maxFiles, 'tooManyFiles'),
        )
        .optional()
        .meta({ description: 'Up to five documents, the name repeated for each.' }),
    },
    { error: 'badRequest' },
  ),
  output: z.object({
    request: z.object({ id, status: z.literal('open'), createdAt: z.string() }),
  }),
  status: 201,
  errors: [...sessionErrors, 'FORBIDDEN', 'LEADER_REQUEST_OPEN', 'PAYLOAD_TOO_LARGE'],
})

export const profileRoutes = [
  ownProfileRoute,
  updateOwnProfileRoute,
  updateProfileRoute,
  submitIdentityCheckRoute,
  uploadDocumentRoute,
  uploadAvatarRoute,
  ownQuestionnaireRoute,
  answerQuestionnaireRoute,
  ownLeaderRequestsRoute,
  addLeaderRequestRoute,
  ...raiseAlertRoutes,
]
