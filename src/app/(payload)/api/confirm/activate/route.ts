import { activateAccountRoute } from '@/contracts/accounts'
import { confirmAccountLink } from '@/server/accounts/confirm-account-link'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/accounts.ts. Activation and new-address links alike. */
export const POST = routeHandler(
  activateAccountRoute,
  async ({ payload, input, client }) => confirmAccountLink(payload, input, client),
  { sendsEmail: true },
)
