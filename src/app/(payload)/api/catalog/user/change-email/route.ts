import { changeEmail } from '@/server/accounts/change-email'
import { apiHandler, ok } from '@/server/http/api-handler'
import { requireInvestor } from '@/server/http/investor-session'

/** Spec 7, POST /api/catalog/user/change-email: a confirmation link goes to the new address. */
export const POST = apiHandler(
  async (context) => {
    const { investor } = await requireInvestor(context)
    await changeEmail(context.payload, investor.id, context.body)
    return ok()
  },
  { sendsEmail: true },
)
