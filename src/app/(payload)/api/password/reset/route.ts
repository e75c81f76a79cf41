import { resetPasswordRoute } from '@/contracts/sign-in'
import { resetPassword } from '@/server/accounts/reset-password'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/accounts.ts. The e-mailed link's form. */
export const POST = routeHandler(
  resetPasswordRoute,
  async ({ payload, input, client }) => {
    await resetPassword(payload, input, client)
    return { success: true as const }
  },
  { sendsEmail: true },
)
