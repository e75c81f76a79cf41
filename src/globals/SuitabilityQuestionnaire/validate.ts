import type { ArrayFieldValidation, NumberFieldValidation } from 'payload'

import {
  questionnaireProblems,
  type QuestionnaireProblem,
  type ScoredQuestionnaire,
} from '@/domain/suitability/scoring'
import { adminMessage } from '@/domain/admin-message'

const problemTexts: Record<QuestionnaireProblem, { en: string; he: string }> = {
  noQuestions: { en: 'add at least one question', he: 'יש להוסיף שאלה אחת לפחות' },
  tooFewAnswers: {
    en: 'every question needs at least two answers',
    he: 'לכל שאלה נדרשות שתי תשובות לפחות',
  },
  scoreInvalid: {
    en: 'scores must be whole numbers from 0',
    he: 'ציונים חייבים להיות מספרים שלמים מ-0 ומעלה',
  },
  passingScoreInvalid: {
    en: 'the passing score must be a whole number from 0',
    he: 'ציון הסף חייב להיות מספר שלם מ-0 ומעלה',
  },
  passingScoreUnreachable: {
    en: 'the passing score is above the highest possible total',
    he: 'ציון הסף גבוה מהסכום המרבי האפשרי',
  },
}

type Row = { id?: string | null; answers?: { id?: string | null; score?: number | null }[] | null }

/** The questionnaire as the scoring rules read it, from the form's values. */
function scored(passingScore: unknown, questions: unknown): ScoredQuestionnaire {
  return {
    passingScore: typeof passingScore === 'number' ? passingScore : Number.NaN,
    questions: ((questions ?? []) as Row[]).map((question, index) => ({
      id: question.id ?? String(index),
      answers: (question.answers ?? []).map((answer, answerIndex) => ({
        id: answer.id ?? String(answerIndex),
        score: typeof answer.score === 'number' ? answer.score : Number.NaN,
      })),
    })),
  }
}

function report(
  req: Parameters<typeof adminMessage>[0],
  problems: QuestionnaireProblem[],
  only: QuestionnaireProblem[],
): true | string {
  const relevant = problems.filter((problem) => only.includes(problem))
  if (relevant.length === 0) return true
  return relevant.map((problem) => adminMessage(req, problemTexts[problem])).join('; ')
}

export const validateQuestions: ArrayFieldValidation = (value, { data, req }) =>
  report(
    req,
    questionnaireProblems(scored((data as { passingScore?: unknown }).passingScore ?? 0, value)),
    ['noQuestions', 'tooFewAnswers', 'scoreInvalid'],
  )

export const validatePassingScore: NumberFieldValidation = (value, { data, req }) =>
  report(req, questionnaireProblems(scored(value, (data as { questions?: unknown }).questions)), [
    'passingScoreInvalid',
    'passingScoreUnreachable',
  ])
