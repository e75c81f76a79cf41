import type { Payload } from 'payload'

import type { SuitabilityResult } from '@/domain/suitability/scoring'
import type { Locale } from '@/i18n/locales'
import type { PublicInvestor } from '@/server/auth/resolve-session'

import { loadQuestionnaire, type QuestionnaireView } from './load-questionnaire'

export type OwnResponseView = {
  answers: Record<string, string>
  result: SuitabilityResult
  version: number
  answeredAt: string
  /** Given to the current questionnaire; false once compliance changed it. */
  current: boolean
}

export type OwnQuestionnaireView = {
  questionnaire: QuestionnaireView | null
  response: OwnResponseView | null
}

/**
 * Spec 7, GET /api/catalog/questionaire/get: the questionnaire in the request's language, without
 * its scores, and the investor's own answers (read as that investor, through access control).
 */
export async function readOwnQuestionnaire(
  payload: Payload,
  investor: PublicInvestor,
  locale: Locale,
): Promise<OwnQuestionnaireView> {
  const [questionnaire, responses] = await Promise.all([
    loadQuestionnaire(payload, { locale }),
    payload.find({
      collection: 'questionnaire-responses',
      where: { investor: { equals: investor.id } },
      depth: 0,
      limit: 1,
      overrideAccess: false,
      user: { ...investor, collection: 'investors' as const },
    }),
  ])
  const response = responses.docs[0]
  return {
    questionnaire: questionnaire?.view ?? null,
    response: response
      ? {
          answers: response.answers as Record<string, string>,
          result: response.result,
          version: response.questionnaireVersion,
          answeredAt: response.answeredAt,
          current: response.questionnaireVersion === questionnaire?.view.version,
        }
      : null,
  }
}
