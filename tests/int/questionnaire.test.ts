import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as questionnaireGet from '@/app/(payload)/api/catalog/questionaire/get/route'
import * as questionnaireUpdate from '@/app/(payload)/api/catalog/questionaire/update/route'
import type { ScoredQuestionnaire } from '@/domain/suitability/scoring'
import { clientIpHeader } from '@/server/http/request-context'
import { seedSuitabilityQuestionnaire } from '@/server/seed/seed-suitability-questionnaire'
import { loadQuestionnaire } from '@/server/suitability/load-questionnaire'
import { readSuitability } from '@/server/suitability/read-suitability'

import { testPayload } from '../support/payload'
import {
  anIp,
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

// Outside Next's request scope `after` cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Investor = Caller & { id: number }

function getQuestionnaire(caller: Caller, userId: number | string, locale?: 'he' | 'en') {
  const query = new URLSearchParams({ user_id: String(userId), ...(locale ? { locale } : {}) })
  return questionnaireGet.GET(
    new NextRequest(`http://localhost/api/catalog/questionaire/get?${query}`, {
      headers: { ...caller.headers, [clientIpHeader]: anIp() },
    }),
  )
}

function answer(caller: Caller, body: unknown) {
  return questionnaireUpdate.POST(
    new NextRequest('http://localhost/api/catalog/questionaire/update', {
      method: 'POST',
      headers: { ...caller.headers, [clientIpHeader]: anIp(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
}

/** Answers whose scores add up to exactly `total` (each question answered once). */
function answersScoring(questionnaire: ScoredQuestionnaire, total: number): Record<string, string> {
  const pick = (index: number, left: number): Record<string, string> | null => {
    const question = questionnaire.questions[index]
    if (!question) return left === 0 ? {} : null
    for (const choice of question.answers) {
      const rest = left - choice.score >= 0 ? pick(index + 1, left - choice.score) : null
      if (rest) return { [question.id]: choice.id, ...rest }
    }
    return null
  }
  const answers = pick(0, total)
  if (!answers) throw new Error(`no answers add up to ${total}`)
  return answers
}

const lowestAnswers = (questionnaire: ScoredQuestionnaire) =>
  Object.fromEntries(
    questionnaire.questions.map((question) => [
      question.id,
      [...question.answers].sort((a, b) => a.score - b.score)[0]!.id,
    ]),
  )

describe('suitability questionnaire', () => {
  let payload: Payload
  let scored: ScoredQuestionnaire & { version: number }
  let investorA: Investor
  let investorB: Investor
  let editor: StaffCaller
  let compliance: StaffCaller
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    await seedSuitabilityQuestionnaire(payload)
    scored = (await loadQuestionnaire(payload))!.scored
    investorA = await investorCaller(payload, 'suitability-a')
    investorB = await investorCaller(payload, 'suitability-b')
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
    admin = await staffCaller(payload, 'admin')
  })

  it('answers the questionnaire in the language asked for, without the scores', async () => {
    const [he, en] = await Promise.all(
      (['he', 'en'] as const).map(async (locale) => {
        const response = await getQuestionnaire(investorA, investorA.id, locale)
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toContain('no-store')
        return response.json()
      }),
    )
    expect(he.questionnaire.version).toBe(scored.version)
    expect(he.questionnaire.questions).toHaveLength(scored.questions.length)
    expect(he.questionnaire.questions[0].text).toMatch(/[\u05D0-\u05EA]/)
    expect(en.questionnaire.questions[0].text).toMatch(/^[\x20-\x7e]+$/)
    // The same questions and choices, by id, in both languages.
    const ids = (view: {
      questionnaire: { questions: { id: string; answers: { id: string }[] }[] }
    }) => view.questionnaire.questions.map((q) => [q.id, q.answers.map((a) => a.id)])
    expect(ids(he)).toEqual(ids(en))
    expect(JSON.stringify([he, en])).not.toMatch(/score|passing/i)
    expect(he.response).toBeNull()
  })

  it("gives it for the caller's own id only: another id is absent, a visitor must log in", async () => {
    expect((await getQuestionnaire(investorB, investorA.id)).status).toBe(404)
    expect((await getQuestionnaire(investorA, 'abc')).status).toBe(404)
    const visitor = await getQuestionnaire(anonymous, investorA.id)
    expect(visitor.status).toBe(401)
    expect((await visitor.json()).error.code).toBe('UNAUTHENTICATED')
    // Staff are not investors: the investor calls do not take their session.
    expect((await getQuestionnaire(compliance, compliance.id)).status).toBe(401)
  })

  it('scores the lowest answers not suitable and answers without the score', async () => {
    const response = await answer(investorA, {
      answers: lowestAnswers(scored),
      version: scored.version,
      locale: 'en',
      utm_source: 'newsletter',
    })
    expect(response.status).toBe(200)
    const outcome = await response.json()
    expect(outcome).toEqual({
      result: 'not_suitable',
      version: scored.version,
      answeredAt: expect.any(String),
    })
    const view = await (await getQuestionnaire(investorA, investorA.id)).json()
    expect(view.response).toMatchObject({
      result: 'not_suitable',
      version: scored.version,
      current: true,
      answers: lowestAnswers(scored),
    })
  })

  it('calls a total equal to the passing score suitable, and one below not suitable', async () => {
    const atPassing = await answer(investorB, {
      answers: answersScoring(scored, scored.passingScore),
    })
    expect((await atPassing.json()).result).toBe('suitable')
    const stored = await payload.find({
      collection: 'questionnaire-responses',
      where: { investor: { equals: investorB.id } },
    })
    expect(stored.docs[0]).toMatchObject({ score: scored.passingScore, attempts: 1 })

    const below = await answer(investorB, {
      answers: answersScoring(scored, scored.passingScore - 1),
    })
    expect((await below.json()).result).toBe('not_suitable')
    // Still one response per investor: answering again replaces it, the earlier one is a version.
    const again = await payload.find({
      collection: 'questionnaire-responses',
      where: { investor: { equals: investorB.id } },
    })
    expect(again.totalDocs).toBe(1)
    expect(again.docs[0]).toMatchObject({ score: scored.passingScore - 1, attempts: 2 })
    const history = await payload.findVersions({
      collection: 'questionnaire-responses',
      where: { parent: { equals: again.docs[0]!.id } },
    })
    expect(history.totalDocs).toBe(2)
  })

  it('refuses an unanswered question and a choice of another question, on those questions', async () => {
    const [first, second, ...rest] = scored.questions
    const answers = Object.fromEntries(rest.map((q) => [q.id, q.answers[0]!.id]))
    // The first question answered with the second one's choice, the second left out.
    answers[first!.id] = second!.answers[0]!.id
    const response = await answer(investorA, { answers, locale: 'he' })
    expect(response.status).toBe(400)
    const { error } = await response.json()
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.fields[`answers.${first!.id}`]).toEqual({
      key: 'choiceInvalid',
      message: 'נא לבחור אחת מהאפשרויות',
    })
    expect(error.fields[`answers.${second!.id}`]).toEqual({
      key: 'answerRequired',
      message: 'נא לבחור תשובה',
    })

    const unknown = await answer(investorA, {
      answers: { ...lowestAnswers(scored), notAQuestion: 'x' },
    })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error.fields['answers.notAQuestion'].key).toBe('badRequest')
    // The answers already given stay as they were.
    expect((await readSuitability(payload, investorA.id))?.result).toBe('not_suitable')
  })

  it('answers hostile bodies from a signed-in investor with a translated 4xx', async () => {
    const hostile: unknown[] = [
      null,
      12345,
      'a\u0000b',
      ['a'],
      { $ne: null },
      { a: { b: 'c' } },
      { [scored.questions[0]!.id]: 'x'.repeat(70) },
      Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`q${i}`, 'a'])),
    ]
    for (const answers of hostile)
      for (const version of [undefined, -1, 1e308, 'two', null]) {
        const response = await answer(investorA, { answers, version })
        expect(response.status, JSON.stringify({ answers, version })).toBe(400)
        expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
      }
  })

  it('refuses answers given to another version of the questionnaire', async () => {
    const response = await answer(investorA, {
      answers: lowestAnswers(scored),
      version: scored.version + 1,
    })
    expect(response.status).toBe(409)
    expect((await response.json()).error.code).toBe('QUESTIONNAIRE_CHANGED')
  })

  it('tells the investing flow the result, the version and when', async () => {
    expect(await readSuitability(payload, investorA.id)).toEqual({
      result: 'not_suitable',
      version: scored.version,
      answeredAt: expect.any(String),
    })
    const fresh = await investorCaller(payload, 'suitability-none')
    expect(await readSuitability(payload, fresh.id)).toBeNull()
    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'suitability.answered' } },
          { investor: { equals: investorB.id } },
        ],
      },
    })
    expect(audit.totalDocs).toBe(2)
  })

  it('opens the responses over REST to the owner (without the score), compliance and admin', async () => {
    const { docs } = await payload.find({
      collection: 'questionnaire-responses',
      where: { investor: { equals: investorA.id } },
    })
    const id = docs[0]!.id
    const expected: [Caller, number][] = [
      [investorA, 200],
      [investorB, 404],
      [anonymous, 401],
      [editor, 403],
      [compliance, 200],
      [admin, 200],
    ]
    for (const [caller, status] of expected) {
      const response = await restCall('GET', `/api/questionnaire-responses/${id}`, { caller })
      expect(response.status, caller.name).toBe(status)
      if (status !== 200) continue
      const body = await response.json()
      expect(body.result, caller.name).toBe('not_suitable')
      if (caller === investorA) expect(body).not.toHaveProperty('score')
      else expect(body.score, caller.name).toBe(0)
    }
    const listed = await (
      await restCall('GET', '/api/questionnaire-responses', { caller: investorB })
    ).json()
    expect(listed.docs.map((doc: { id: number }) => doc.id)).not.toContain(id)
    for (const caller of [investorA, investorB, anonymous, editor, compliance, admin]) {
      for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
        const path =
          method === 'POST' ? '/api/questionnaire-responses' : `/api/questionnaire-responses/${id}`
        const response = await restCall(method, path, {
          caller,
          json: { result: 'suitable', score: 99, investor: investorA.id },
        })
        expect(response.status, `${caller.name} ${method}`).toBeGreaterThanOrEqual(401)
        expect(response.status, `${caller.name} ${method}`).toBeLessThan(500)
      }
    }
    expect((await readSuitability(payload, investorA.id))?.result).toBe('not_suitable')
    // Earlier answers are compliance's to read.
    for (const [caller, status] of [
      [investorA, 403],
      [editor, 403],
      [compliance, 200],
    ] as const) {
      const response = await restCall('GET', '/api/questionnaire-responses/versions', { caller })
      expect(response.status, caller.name).toBe(status)
    }
  })

  it('keeps the questionnaire itself (with its scores) to compliance and admin over REST', async () => {
    const expected: [Caller, number][] = [
      [investorA, 403],
      [anonymous, 403],
      [editor, 403],
      [compliance, 200],
      [admin, 200],
    ]
    for (const [caller, status] of expected) {
      const response = await restCall('GET', '/api/globals/suitability-questionnaire', { caller })
      expect(response.status, caller.name).toBe(status)
      const versions = await restCall('GET', '/api/globals/suitability-questionnaire/versions', {
        caller,
      })
      expect(versions.status, `${caller.name} versions`).toBe(status)
    }
    for (const caller of [investorA, anonymous, editor]) {
      const response = await restCall('POST', '/api/globals/suitability-questionnaire', {
        caller,
        json: { passingScore: 0 },
      })
      expect(response.status, caller.name).toBe(403)
    }
    expect((await loadQuestionnaire(payload))!.scored.passingScore).toBe(scored.passingScore)
  })

  it('gives a changed questionnaire a new version, and marks answers to the old one outdated', async () => {
    // Saving without a change keeps the version.
    const same = await restCall('POST', '/api/globals/suitability-questionnaire', {
      caller: compliance,
      json: { passingScore: scored.passingScore },
    })
    expect(same.status).toBe(200)
    expect((await same.json()).result.versionNumber).toBe(scored.version)
    // A passing score no one can reach is refused.
    const unreachable = await restCall('POST', '/api/globals/suitability-questionnaire', {
      caller: compliance,
      json: { passingScore: 1000 },
    })
    expect(unreachable.status).toBe(400)

    const changed = await restCall('POST', '/api/globals/suitability-questionnaire', {
      caller: compliance,
      json: { passingScore: scored.passingScore + 1 },
    })
    expect(changed.status).toBe(200)
    expect((await changed.json()).result.versionNumber).toBe(scored.version + 1)

    const view = await (await getQuestionnaire(investorA, investorA.id)).json()
    expect(view.questionnaire.version).toBe(scored.version + 1)
    expect(view.response).toMatchObject({ version: scored.version, current: false })
    const stale = await answer(investorA, {
      answers: lowestAnswers(scored),
      version: scored.version,
    })
    expect((await stale.json()).error.code).toBe('QUESTIONNAIRE_CHANGED')

    // Put back for the other files.
    await restCall('POST', '/api/globals/suitability-questionnaire', {
      caller: compliance,
      json: { passingScore: scored.passingScore },
    })
  })
})
