import { requestPasswordResetRoute } from '@/contracts/sign-in'
import { requestPasswordReset } from '@/server/accounts/request-password-reset'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/accounts.ts. The same answer for every address; the e-mail after. */
export const POST = routeHandler(
  requestPasswordResetRoute,
  async ({ payload, input, client }) => {
    await requestPasswordReset(payload, input, client)
    return { success: true as const }
  },
  { sendsEmail: true },
)
