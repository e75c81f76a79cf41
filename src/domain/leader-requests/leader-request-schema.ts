import * as z from '@/domain/zod'

import { text } from '../auth/credentials-schema'

/**
 * Spec 6, the leader request: a private investor asks to become a leading investor. The rules are
 * shared by the profile's form and the API (`POST /api/catalog/add-leader-request`, multipart or
 * JSON), and the compliance decision's by the admin and its route. Messages are `Validation` keys.
 */
export const leaderRequestLimits = { messageMin: 20, messageMax: 2000, maxFiles: 5 } as const

/** Plain text (no control characters but line breaks and tabs), counted once trimmed. */
const message = text()
  .trim()
  .min(1, { message: 'required', abort: true })
  .min(leaderRequestLimits.messageMin, 'messageMin')
  .max(leaderRequestLimits.messageMax, 'messageMax')

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File && value.size > 0

export const leaderRequestSchema = z.object(
  {
    message,
    files: z
      .array(z.custom<File>(isFile, { error: 'fileMissing' }), { error: 'fileMissing' })
      .max(leaderRequestLimits.maxFiles, 'tooManyFiles')
      .default([]),
  },
  { error: 'badRequest' },
)

export type LeaderRequestInput = z.input<typeof leaderRequestSchema>
export type LeaderRequestFields = z.output<typeof leaderRequestSchema>

export const leaderRequestStatuses = ['open', 'approved', 'rejected'] as const
export type LeaderRequestStatus = (typeof leaderRequestStatuses)[number]

export const leaderDecisions = ['approve', 'reject'] as const
export type LeaderDecision = (typeof leaderDecisions)[number]

/**
 * Compliance's answer to a request: approve or reject, with the text the investor reads (required
 * to reject: a refusal is always explained).
 */
export const leaderDecisionSchema = z
  .object(
    {
      decision: z.enum(leaderDecisions, { error: 'choiceInvalid' }),
      answer: text().trim().max(leaderRequestLimits.messageMax, 'messageMax').default(''),
    },
    { error: 'badRequest' },
  )
  .superRefine((value, context) => {
    if (value.decision === 'reject' && value.answer === '')
      context.addIssue({ code: 'custom', path: ['answer'], message: 'answerTextRequired' })
  })

export type LeaderDecisionInput = z.input<typeof leaderDecisionSchema>
export type LeaderDecisionFields = z.output<typeof leaderDecisionSchema>

/** The message keys these schemas use besides the account forms'. */
export const leaderRequestMessageKeys = [
  'messageMin',
  'messageMax',
  'tooManyFiles',
  'fileMissing',
  'answerTextRequired',
  'choiceInvalid',
] as const
