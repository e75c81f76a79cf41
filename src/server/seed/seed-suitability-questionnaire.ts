import type { Payload } from 'payload'

import {
  demoIntroduction,
  demoPassingScore,
  demoQuestions,
} from '@/seed-data/demo-suitability-questionnaire'

const context = { disableRevalidate: true }

/**
 * The demo suitability questionnaire in Hebrew, then its English texts on the same rows (rows
 * keep their ids across locales). Leaves a questionnaire compliance has written alone.
 */
export async function seedSuitabilityQuestionnaire(payload: Payload): Promise<void> {
  const existing = await payload.findGlobal({ slug: 'suitability-questionnaire', depth: 0 })
  if ((existing.questions ?? []).length > 0) return
  const he = await payload.updateGlobal({
    slug: 'suitability-questionnaire',
    locale: 'he',
    context,
    data: {
      passingScore: demoPassingScore,
      introduction: demoIntroduction.he,
      questions: demoQuestions.map((question) => ({
        text: question.text.he,
        answers: question.answers.map((answer) => ({
          text: answer.text.he,
          score: answer.score,
        })),
      })),
    },
  })
  await payload.updateGlobal({
    slug: 'suitability-questionnaire',
    locale: 'en',
    context,
    data: {
      introduction: demoIntroduction.en,
      questions: demoQuestions.map((question, q) => ({
        id: he.questions[q]?.id,
        text: question.text.en,
        answers: question.answers.map((answer, a) => ({
          id: he.questions[q]?.answers[a]?.id,
          text: answer.text.en,
          score: answer.score,
        })),
      })),
    },
  })
}
