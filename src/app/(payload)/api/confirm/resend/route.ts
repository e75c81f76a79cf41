import { resendActivationRoute } from '@/contracts/accounts'
import { resendActivation } from '@/server/accounts/resend-activation'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/accounts.ts. */
export const POST = routeHandler(
  resendActivationRoute,
  async ({ payload, signedIn }) => {
    await resendActivation(payload, signedIn.investor)
    return { success: true as const }
  },
  { sendsEmail: true },
)
