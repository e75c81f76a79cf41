import type { Payload } from 'payload'

import { suitabilityAnswersSchema } from '@/domain/suitability/answers-schema'
import { scoreAnswers, type SuitabilityResult } from '@/domain/suitability/scoring'
import { recordAudit } from '@/server/audit/record-audit'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { ensureInvestorProfile } from '@/server/profile/ensure-investor-profile'
import { lockInvestorProfile } from '@/server/profile/lock-investor-profile'

import { loadQuestionnaire } from './load-questionnaire'

export type AnswerOutcome = { result: SuitabilityResult; version: number; answeredAt: string }

/**
 * Spec 7, POST /api/catalog/questionaire/update: scores the investor's answers against the current
 * questionnaire and keeps them as their one response (answering again replaces it; the earlier
 * set stays in its version history), with the total, the result and the questionnaire's version.
 * Answers to a questionnaire that has changed since the form was loaded are refused, so nobody is
 * scored against questions they did not read. The score is kept for compliance and not returned.
 */
export async function answerQuestionnaire(
  payload: Payload,
  investor: PublicInvestor,
  input: unknown,
): Promise<AnswerOutcome> {
  if (investor.accountKind === 'company') throw new AppError('FORBIDDEN')
  const { answers, version } = parseInput(suitabilityAnswersSchema, input)
  await ensureInvestorProfile(payload, investor.id)
  return withTransaction(payload, async (transaction) => {
    const { req } = transaction
    // One change to an investor's records at a time: two submissions at once run in turn.
    await lockInvestorProfile(payload, investor.id, transaction)
    const questionnaire = await loadQuestionnaire(payload, { req })
    if (!questionnaire) throw new AppError('QUESTIONNAIRE_UNAVAILABLE')
    const { scored } = questionnaire
    if (version !== undefined && version !== scored.version)
      throw new AppError('QUESTIONNAIRE_CHANGED')
    const scoring = scoreAnswers(scored, answers)
    if (!scoring.ok)
      throw new AppError('VALIDATION_FAILED', {
        fields: Object.fromEntries(
          scoring.problems.map(({ questionId, problem }) => [
            `answers.${questionId}`,
            problem === 'questionUnknown' ? 'badRequest' : problem,
          ]),
        ),
      })

    const answeredAt = new Date().toISOString()
    const data = {
      investor: investor.id,
      investorName: investor.name,
      answers,
      score: scoring.score,
      result: scoring.result,
      questionnaireVersion: scored.version,
      answeredAt,
    }
    const { docs } = await payload.find({
      collection: 'questionnaire-responses',
      where: { investor: { equals: investor.id } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    })
    const previous = docs[0]
    const attempts = (previous?.attempts ?? 0) + 1
    const saved = previous
      ? await payload.update({
          collection: 'questionnaire-responses',
          id: previous.id,
          data: { ...data, attempts },
          depth: 0,
          overrideAccess: true,
          req,
        })
      : await payload.create({
          collection: 'questionnaire-responses',
          data: { ...data, attempts },
          depth: 0,
          overrideAccess: true,
          req,
        })
    await recordAudit(
      payload,
      {
        action: 'suitability.answered',
        investor: investor.id,
        details: {
          response: saved.id,
          version: scored.version,
          result: scoring.result,
          score: scoring.score,
          attempt: attempts,
          previousResult: previous?.result ?? null,
        },
      },
      { req },
    )
    return { result: scoring.result, version: scored.version, answeredAt }
  })
}
