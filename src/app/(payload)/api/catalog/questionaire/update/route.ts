import { answerQuestionnaireRoute } from '@/contracts/profile'
import { routeHandler } from '@/server/http/route-handler'
import { answerQuestionnaire } from '@/server/suitability/answer-questionnaire'

/** The contract: src/contracts/profile.ts (the operation re-checks the body with the same schema). */
export const POST = routeHandler(answerQuestionnaireRoute, async ({ payload, signedIn, body }) =>
  answerQuestionnaire(payload, signedIn.investor, body),
)
