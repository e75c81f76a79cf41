import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { startPhoneChange } from '@/server/profile/start-phone-change'

/** POST /api/catalog/change-phone: a code by text message to the new number. */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  return ok(await startPhoneChange(context.payload, investor.id, context.body, context.client))
})
