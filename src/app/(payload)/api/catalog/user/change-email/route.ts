import { changeEmailRoute } from '@/contracts/account-settings'
import { changeEmail } from '@/server/accounts/change-email'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/account-settings.ts. */
export const POST = routeHandler(
  changeEmailRoute,
  async ({ payload, signedIn, input }) => {
    await changeEmail(payload, signedIn.investor.id, input)
    return { success: true } as const
  },
  { sendsEmail: true },
)
