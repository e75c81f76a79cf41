import * as z from '@/domain/zod'

import { text } from '../auth/credentials-schema'
import { answerProblems, type QuestionShape } from './scoring'

/**
 * The questionnaire's answers as the form sends them and the API takes them
 * (`POST /api/catalog/questionaire/update`): `{ answers: { [questionId]: answerId }, version? }`.
 * Ids are the questionnaire's own (letters, digits, `-`, `_`; never `__proto__`). `version` is the
 * questionnaire the investor answered; a different current one is refused, so nobody is scored
 * against questions they did not see. Messages are `Validation` keys.
 */
const idPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/
const maxQuestions = 50

export const suitabilityAnswersSchema = z.object(
  {
    answers: z
      .record(
        z.string().regex(idPattern, 'badRequest'),
        text('answerRequired').max(64, 'choiceInvalid'),
        { error: 'badRequest' },
      )
      .refine((answers) => Object.keys(answers).length <= maxQuestions, 'badRequest'),
    version: z.number({ error: 'badRequest' }).int('badRequest').positive('badRequest').optional(),
  },
  { error: 'badRequest' },
)

export type SuitabilityAnswersInput = z.input<typeof suitabilityAnswersSchema>
export type SuitabilityAnswersBody = z.output<typeof suitabilityAnswersSchema>

/**
 * The form's schema for one questionnaire: the shared shape, plus every question answered with one
 * of its choices, each problem reported on its question (`answers.<questionId>`).
 */
export function suitabilityFormSchema(questions: readonly QuestionShape[]) {
  return suitabilityAnswersSchema.superRefine((value, context) => {
    for (const { questionId, problem } of answerProblems(questions, value.answers))
      context.addIssue({
        code: 'custom',
        path: ['answers', questionId],
        message: problem === 'questionUnknown' ? 'badRequest' : problem,
      })
  })
}

/** The message keys these schemas use besides the account forms'. */
export const suitabilityMessageKeys = ['answerRequired', 'choiceInvalid', 'badRequest'] as const
