import { resendActivation } from '@/server/accounts/resend-activation'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

/** POST /api/confirm/resend: a new activation link for the signed-in, unconfirmed account. */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    await resendActivation(context.payload, investor)
    return ok()
  },
  { sendsEmail: true },
)
