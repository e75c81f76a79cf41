import { userExistsRoute } from '@/contracts/accounts'
import { investorExists } from '@/server/accounts/investor-exists'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/accounts.ts. A few answers an hour per IP; never cached. */
export const GET = routeHandler(
  userExistsRoute,
  async ({ payload, params, client, onResponse }) => {
    onResponse((response) => response.headers.set('Cache-Control', 'no-store'))
    return { data: await investorExists(payload, params.email, client) }
  },
)
