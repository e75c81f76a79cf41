import { confirmPhoneChangeRoute } from '@/contracts/account-settings'
import { routeHandler } from '@/server/http/route-handler'
import { confirmPhoneChange } from '@/server/profile/confirm-phone-change'

/** The contract: src/contracts/account-settings.ts. */
export const POST = routeHandler(
  confirmPhoneChangeRoute,
  async ({ payload, signedIn, input, client }) =>
    confirmPhoneChange(payload, signedIn.investor.id, input, client),
)
