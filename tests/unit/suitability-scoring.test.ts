import { describe, expect, it } from 'vitest'

import en from '@messages/en.json'
import he from '@messages/he.json'

import {
  suitabilityAnswersSchema,
  suitabilityFormSchema,
  suitabilityMessageKeys,
} from '@/domain/suitability/answers-schema'
import {
  answerProblems,
  maxScore,
  questionnaireProblems,
  resultFor,
  scoreAnswers,
  type ScoredQuestionnaire,
} from '@/domain/suitability/scoring'

/** Two questions, 0-3 and 0-2 points; 3 passes. */
const questionnaire: ScoredQuestionnaire = {
  passingScore: 3,
  questions: [
    {
      id: 'experience',
      answers: [
        { id: 'none', score: 0 },
        { id: 'some', score: 1 },
        { id: 'expert', score: 3 },
      ],
    },
    {
      id: 'loss',
      answers: [
        { id: 'no', score: 0 },
        { id: 'partly', score: 1 },
        { id: 'yes', score: 2 },
      ],
    },
  ],
}

describe('suitability scoring', () => {
  it('adds up the chosen answers and calls a total equal to the passing score suitable', () => {
    expect(scoreAnswers(questionnaire, { experience: 'some', loss: 'yes' })).toEqual({
      ok: true,
      score: 3,
      result: 'suitable',
    })
  })

  it('calls a total one below the passing score not suitable', () => {
    expect(scoreAnswers(questionnaire, { experience: 'some', loss: 'partly' })).toEqual({
      ok: true,
      score: 2,
      result: 'not_suitable',
    })
  })

  it('calls the lowest total not suitable and the highest suitable', () => {
    expect(scoreAnswers(questionnaire, { experience: 'none', loss: 'no' })).toMatchObject({
      score: 0,
      result: 'not_suitable',
    })
    expect(scoreAnswers(questionnaire, { experience: 'expert', loss: 'yes' })).toMatchObject({
      score: 5,
      result: 'suitable',
    })
  })

  it('decides at the boundary by the passing score alone', () => {
    expect(resultFor(3, 3)).toBe('suitable')
    expect(resultFor(2, 3)).toBe('not_suitable')
    expect(resultFor(4, 3)).toBe('suitable')
    expect(resultFor(0, 0)).toBe('suitable')
  })

  it('refuses a set with an unanswered question, naming it', () => {
    expect(scoreAnswers(questionnaire, { experience: 'expert' })).toEqual({
      ok: false,
      problems: [{ questionId: 'loss', problem: 'answerRequired' }],
    })
    expect(scoreAnswers(questionnaire, { experience: 'expert', loss: '' })).toEqual({
      ok: false,
      problems: [{ questionId: 'loss', problem: 'answerRequired' }],
    })
  })

  it('refuses an answer id that is not one of the question’s choices', () => {
    // `yes` is a choice of the other question, not of this one.
    expect(scoreAnswers(questionnaire, { experience: 'yes', loss: 'no' })).toEqual({
      ok: false,
      problems: [{ questionId: 'experience', problem: 'choiceInvalid' }],
    })
    expect(scoreAnswers(questionnaire, { experience: 'bogus', loss: 'no' })).toMatchObject({
      ok: false,
    })
  })

  it('refuses an answer to a question the questionnaire does not ask', () => {
    expect(
      scoreAnswers(questionnaire, { experience: 'none', loss: 'no', horizon: 'long' }),
    ).toEqual({ ok: false, problems: [{ questionId: 'horizon', problem: 'questionUnknown' }] })
  })

  it('does not take inherited properties for answers', () => {
    const inherited = Object.create({ loss: 'yes' }) as Record<string, string>
    inherited.experience = 'expert'
    expect(answerProblems(questionnaire.questions, inherited)).toEqual([
      { questionId: 'loss', problem: 'answerRequired' },
    ])
  })

  it('knows the highest reachable total', () => {
    expect(maxScore(questionnaire)).toBe(5)
  })
})

describe('questionnaire configuration', () => {
  it('accepts a usable questionnaire, the passing score at the highest total included', () => {
    expect(questionnaireProblems(questionnaire)).toEqual([])
    expect(questionnaireProblems({ ...questionnaire, passingScore: 5 })).toEqual([])
  })

  it('refuses a passing score no investor can reach', () => {
    expect(questionnaireProblems({ ...questionnaire, passingScore: 6 })).toEqual([
      'passingScoreUnreachable',
    ])
  })

  it('refuses no questions, a question with one choice, and scores that are not whole', () => {
    expect(questionnaireProblems({ passingScore: 0, questions: [] })).toEqual(['noQuestions'])
    expect(
      questionnaireProblems({
        passingScore: 1,
        questions: [{ id: 'a', answers: [{ id: 'x', score: 1 }] }],
      }),
    ).toEqual(['tooFewAnswers'])
    expect(
      questionnaireProblems({
        passingScore: 1,
        questions: [
          {
            id: 'a',
            answers: [
              { id: 'x', score: 1.5 },
              { id: 'y', score: -1 },
            ],
          },
        ],
      }),
    ).toContain('scoreInvalid')
    expect(questionnaireProblems({ ...questionnaire, passingScore: -1 })).toEqual([
      'passingScoreInvalid',
    ])
  })
})

describe('the answers schema', () => {
  it('takes the answers and the questionnaire version, ignoring the request envelope', () => {
    const parsed = suitabilityAnswersSchema.parse({
      answers: { experience: 'none' },
      version: 3,
      locale: 'he',
      utm_source: 'x',
    })
    expect(parsed).toEqual({ answers: { experience: 'none' }, version: 3 })
  })

  it('never lets an answer id reach an object prototype', () => {
    const parsed = suitabilityAnswersSchema.parse(
      JSON.parse('{"answers":{"__proto__":{"x":"y"},"loss":"no"}}'),
    )
    expect(Object.getPrototypeOf(parsed.answers)).toBe(Object.prototype)
    expect(Object.keys(parsed.answers)).toEqual(['loss'])
    expect(suitabilityAnswersSchema.safeParse({ answers: { _hidden: 'x' } }).success).toBe(false)
  })

  it('refuses a body without answers, answers that are not text, and odd versions', () => {
    expect(suitabilityAnswersSchema.safeParse({}).success).toBe(false)
    expect(suitabilityAnswersSchema.safeParse({ answers: [] }).success).toBe(false)
    expect(suitabilityAnswersSchema.safeParse({ answers: { a: 1 } }).success).toBe(false)
    expect(suitabilityAnswersSchema.safeParse({ answers: {}, version: 1.5 }).success).toBe(false)
    expect(suitabilityAnswersSchema.safeParse({ answers: {}, version: '2' }).success).toBe(false)
  })

  it('reports each unanswered or wrong question of the form on that question', () => {
    const schema = suitabilityFormSchema(questionnaire.questions)
    const result = schema.safeParse({ answers: { experience: 'yes' } })
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(issues).toEqual([
      ['answers.experience', 'choiceInvalid'],
      ['answers.loss', 'answerRequired'],
    ])
    expect(schema.safeParse({ answers: { experience: 'none', loss: 'no' } }).success).toBe(true)
  })

  it('has a translated message for every key it uses, in both languages', () => {
    for (const key of suitabilityMessageKeys) {
      expect(en.Validation, key).toHaveProperty(key)
      expect(he.Validation, key).toHaveProperty(key)
    }
  })
})
