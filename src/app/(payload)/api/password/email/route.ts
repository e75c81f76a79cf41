import { requestPasswordReset } from '@/server/accounts/request-password-reset'
import { apiHandler, ok } from '@/server/http/api-handler'

/** Spec 7, POST /api/password/email: the same answer for every address; the e-mail goes after. */
export const POST = apiHandler(
  async ({ payload, body, client }) => {
    await requestPasswordReset(payload, body, client)
    return ok()
  },
  { sendsEmail: true },
)
