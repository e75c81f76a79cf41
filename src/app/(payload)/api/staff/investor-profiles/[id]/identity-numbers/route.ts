import { identityNumbersRoute } from '@/contracts/compliance'
import { revealIdentityNumbers } from '@/server/compliance/reveal-identity-numbers'
import { routeHandler } from '@/server/http/route-handler'
import { staffRequest } from '@/server/http/staff-request'

/** The contract: src/contracts/compliance.ts. */
export const GET = routeHandler(identityNumbersRoute, async ({ payload, staff, client, params }) =>
  revealIdentityNumbers(payload, staffRequest(staff, client.locale), Number(params.id)),
)
