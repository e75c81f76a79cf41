import { changePassword } from '@/server/accounts/change-password'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

/** Spec 7, POST /api/catalog/user/change-password: other sessions end, this one stays. */
export const POST = apiHandler(
  async (context) => {
    const { investor, token } = await requireInvestor(context)
    await changePassword(context.payload, investor.id, token, context.body)
    return ok()
  },
  { sendsEmail: true },
)
