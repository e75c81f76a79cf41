import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { confirmPhoneChange } from '@/server/profile/confirm-phone-change'

/** POST /api/catalog/change-phone/verify: the code from the new number; the account takes it. */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  return ok(await confirmPhoneChange(context.payload, investor.id, context.body, context.client))
})
