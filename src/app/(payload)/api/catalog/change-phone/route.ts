import { startPhoneChangeRoute } from '@/contracts/account-settings'
import { routeHandler } from '@/server/http/route-handler'
import { startPhoneChange } from '@/server/profile/start-phone-change'

/** The contract: src/contracts/account-settings.ts. */
export const POST = routeHandler(
  startPhoneChangeRoute,
  async ({ payload, signedIn, input, client }) =>
    startPhoneChange(payload, signedIn.investor.id, input, client),
)
