import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'
import { confirmTwoFactorSetup } from '@/server/investor-two-factor/confirm-two-factor-setup'

/** POST /api/catalog/user/two-factor/confirm (`code`): turns it on; the recovery codes, once. */
export const POST = apiHandler(async (context) => {
  const { investor } = await requireInvestor(context)
  const { recoveryCodes } = await confirmTwoFactorSetup(
    context.payload,
    investor.id,
    context.body,
    context.client,
  )
  return ok({ recovery_codes: recoveryCodes }, { headers: { 'Cache-Control': 'no-store' } })
})
