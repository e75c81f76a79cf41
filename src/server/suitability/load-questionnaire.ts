import type { Payload, PayloadRequest } from 'payload'

import type { ScoredQuestionnaire } from '@/domain/suitability/scoring'
import { defaultLocale, type Locale } from '@/i18n/locales'

/** The questionnaire as an investor sees it: questions and choices in their language, no scores. */
export type QuestionnaireView = {
  version: number
  introduction: string | null
  questions: { id: string; text: string; answers: { id: string; text: string }[] }[]
}

export type LoadedQuestionnaire = {
  view: QuestionnaireView
  scored: ScoredQuestionnaire & { version: number }
}

/**
 * The current questionnaire in `locale` (a text missing in it falls back to Hebrew), read by the
 * server (the REST global is compliance's only). Null until compliance has written one.
 */
export async function loadQuestionnaire(
  payload: Payload,
  { locale = defaultLocale, req }: { locale?: Locale; req?: Partial<PayloadRequest> } = {},
): Promise<LoadedQuestionnaire | null> {
  const global = await payload.findGlobal({
    slug: 'suitability-questionnaire',
    locale,
    fallbackLocale: defaultLocale,
    depth: 0,
    ...(req ? { req } : {}),
  })
  const questions = (global.questions ?? []).filter(
    (question): question is typeof question & { id: string } => Boolean(question.id),
  )
  const version = global.versionNumber ?? 0
  if (questions.length === 0 || version === 0) return null
  const answersOf = (question: (typeof questions)[number]) =>
    (question.answers ?? []).filter((answer): answer is typeof answer & { id: string } =>
      Boolean(answer.id),
    )
  return {
    view: {
      version,
      introduction: global.introduction ?? null,
      questions: questions.map((question) => ({
        id: question.id,
        text: question.text,
        answers: answersOf(question).map((answer) => ({ id: answer.id, text: answer.text })),
      })),
    },
    scored: {
      version,
      passingScore: global.passingScore,
      questions: questions.map((question) => ({
        id: question.id,
        answers: answersOf(question).map((answer) => ({ id: answer.id, score: answer.score })),
      })),
    },
  }
}
