import { turnOffTwoFactorRoute } from '@/contracts/account-settings'
import { routeHandler } from '@/server/http/route-handler'
import { turnOffTwoFactor } from '@/server/investor-two-factor/turn-off-two-factor'

/** The contract: src/contracts/account-settings.ts. */
export const POST = routeHandler(
  turnOffTwoFactorRoute,
  async ({ payload, signedIn, input, client }) => {
    await turnOffTwoFactor(payload, signedIn.investor.id, input, client)
    return { success: true } as const
  },
)
