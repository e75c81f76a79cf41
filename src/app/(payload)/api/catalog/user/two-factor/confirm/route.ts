import { confirmTwoFactorSetupRoute } from '@/contracts/account-settings'
import { routeHandler } from '@/server/http/route-handler'
import { confirmTwoFactorSetup } from '@/server/investor-two-factor/confirm-two-factor-setup'

/** The contract: src/contracts/account-settings.ts. The recovery codes are answered once. */
export const POST = routeHandler(
  confirmTwoFactorSetupRoute,
  async ({ payload, signedIn, input, client }) => {
    const { recoveryCodes } = await confirmTwoFactorSetup(
      payload,
      signedIn.investor.id,
      input,
      client,
    )
    return { recovery_codes: recoveryCodes }
  },
)
