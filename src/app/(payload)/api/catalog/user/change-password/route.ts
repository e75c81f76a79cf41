import { changePasswordRoute } from '@/contracts/account-settings'
import { changePassword } from '@/server/accounts/change-password'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/account-settings.ts. Other sessions end, this one stays. */
export const POST = routeHandler(
  changePasswordRoute,
  async ({ payload, signedIn, input }) => {
    await changePassword(payload, signedIn.investor.id, signedIn.token, input)
    return { success: true } as const
  },
  { sendsEmail: true },
)
