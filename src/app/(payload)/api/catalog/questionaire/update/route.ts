import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { answerQuestionnaire } from '@/server/suitability/answer-questionnaire'

/**
 * Spec 7, POST /api/catalog/questionaire/update: `{ answers: { [questionId]: answerId }, version? }`;
 * answers `{ result, version, answeredAt }` (the score stays with compliance: docs/api.md).
 */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const outcome = await answerQuestionnaire(context.payload, investor, context.body)
  return ok(outcome, { headers: { 'Cache-Control': 'private, no-store' } })
})
