import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { turnOffTwoFactor } from '@/server/investor-two-factor/turn-off-two-factor'

/** POST /api/catalog/user/two-factor/disable (`currentPassword`, `code`): turns it off. */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  await turnOffTwoFactor(context.payload, investor.id, context.body, context.client)
  return ok()
})
