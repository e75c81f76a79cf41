import { ownQuestionnaireRoute } from '@/contracts/profile'
import { AppError } from '@/server/errors/app-error'
import { routeHandler } from '@/server/http/route-handler'
import { readOwnQuestionnaire } from '@/server/suitability/read-own-questionnaire'

/** The contract: src/contracts/profile.ts. Another account's id, or none, is answered as absent. */
export const GET = routeHandler(
  ownQuestionnaireRoute,
  async ({ payload, signedIn, input, client }) => {
    if (input.user_id !== String(signedIn.investor.id)) throw new AppError('NOT_FOUND')
    return readOwnQuestionnaire(payload, signedIn.investor, client.locale)
  },
)
