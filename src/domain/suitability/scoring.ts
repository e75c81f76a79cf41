/**
 * The suitability questionnaire's rules (spec 3, questionnaire store): every question answered
 * with one of its own choices, the chosen choices' scores added up, and the total compared with
 * the passing score compliance set. A total at or above it is "suitable". A "not suitable" result
 * does not forbid investing: the investing flow asks for an explicit risk acknowledgement.
 */
export const suitabilityResults = ['suitable', 'not_suitable'] as const
export type SuitabilityResult = (typeof suitabilityResults)[number]

/** The questions and their choices, as the investor sees them (no scores). */
export type QuestionShape = { id: string; answers: readonly { id: string }[] }

/** The questionnaire as compliance configured it. */
export type ScoredQuestionnaire = {
  passingScore: number
  questions: readonly { id: string; answers: readonly { id: string; score: number }[] }[]
}

/** Question id → the chosen answer's id. */
export type SuitabilityAnswers = Readonly<Record<string, string>>

export type AnswerProblem = {
  questionId: string
  /** Message keys of `Validation`: nothing chosen, a choice not offered, a question not asked. */
  problem: 'answerRequired' | 'choiceInvalid' | 'questionUnknown'
}

/** What is wrong with a set of answers: each question needs one of its own choices, and only those. */
export function answerProblems(
  questions: readonly QuestionShape[],
  answers: SuitabilityAnswers,
): AnswerProblem[] {
  const problems: AnswerProblem[] = []
  for (const question of questions) {
    const chosen = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined
    if (chosen === undefined || chosen === '')
      problems.push({ questionId: question.id, problem: 'answerRequired' })
    else if (!question.answers.some((answer) => answer.id === chosen))
      problems.push({ questionId: question.id, problem: 'choiceInvalid' })
  }
  const asked = new Set(questions.map((question) => question.id))
  for (const questionId of Object.keys(answers))
    if (!asked.has(questionId)) problems.push({ questionId, problem: 'questionUnknown' })
  return problems
}

export const resultFor = (score: number, passingScore: number): SuitabilityResult =>
  score >= passingScore ? 'suitable' : 'not_suitable'

export type Scoring =
  { ok: true; score: number; result: SuitabilityResult } | { ok: false; problems: AnswerProblem[] }

/** The total and the result, or why the answers cannot be scored. */
export function scoreAnswers(
  questionnaire: ScoredQuestionnaire,
  answers: SuitabilityAnswers,
): Scoring {
  const problems = answerProblems(questionnaire.questions, answers)
  if (problems.length > 0) return { ok: false, problems }
  const score = questionnaire.questions.reduce(
    (total, question) =>
      total + question.answers.find((answer) => answer.id === answers[question.id])!.score,
    0,
  )
  return { ok: true, score, result: resultFor(score, questionnaire.passingScore) }
}

/** The highest total the questionnaire allows: the best choice of every question. */
export const maxScore = (questionnaire: ScoredQuestionnaire): number =>
  questionnaire.questions.reduce(
    (total, question) => total + Math.max(0, ...question.answers.map((answer) => answer.score)),
    0,
  )

export type QuestionnaireProblem =
  | 'noQuestions'
  | 'tooFewAnswers'
  | 'scoreInvalid'
  | 'passingScoreInvalid'
  | 'passingScoreUnreachable'

/**
 * What makes a questionnaire unusable, checked when compliance saves it: a question needs two
 * choices at least, scores are whole non-negative numbers, and the passing score can be reached
 * (else every investor would be "not suitable").
 */
export function questionnaireProblems(questionnaire: ScoredQuestionnaire): QuestionnaireProblem[] {
  const problems = new Set<QuestionnaireProblem>()
  const wholeNonNegative = (value: number) => Number.isInteger(value) && value >= 0
  if (questionnaire.questions.length === 0) problems.add('noQuestions')
  for (const question of questionnaire.questions) {
    if (question.answers.length < 2) problems.add('tooFewAnswers')
    if (!question.answers.every((answer) => wholeNonNegative(answer.score)))
      problems.add('scoreInvalid')
  }
  if (!wholeNonNegative(questionnaire.passingScore)) problems.add('passingScoreInvalid')
  else if (
    questionnaire.questions.length > 0 &&
    questionnaire.passingScore > maxScore(questionnaire)
  )
    problems.add('passingScoreUnreachable')
  return [...problems]
}
