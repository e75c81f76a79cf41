import { AppError } from '@/server/errors/app-error'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { readOwnQuestionnaire } from '@/server/suitability/read-own-questionnaire'

/**
 * Spec 7, GET /api/catalog/questionaire/get?user_id={id} (the spec's spelling): the suitability
 * questionnaire in the request's language, without scores, and the investor's own answers. Another
 * account's id is answered as absent (404).
 */
export const GET = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  if (context.request.nextUrl.searchParams.get('user_id') !== String(investor.id))
    throw new AppError('NOT_FOUND')
  return ok(await readOwnQuestionnaire(context.payload, investor, context.client.locale), {
    headers: { 'Cache-Control': 'private, no-store' },
  })
})
