import { resetPassword } from '@/server/accounts/reset-password'
import { apiHandler, ok } from '@/server/http/api-handler'

/** POST /api/password/reset (`token`, `password`, `confirmPassword`): the e-mailed link's form. */
export const POST = apiHandler(
  async ({ payload, body, client }) => {
    await resetPassword(payload, body, client)
    return ok()
  },
  { sendsEmail: true },
)
