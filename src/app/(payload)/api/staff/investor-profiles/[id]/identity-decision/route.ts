import { identityDecisionRoute } from '@/contracts/compliance'
import { decideIdentityCheck } from '@/server/compliance/decide-identity-check'
import { routeHandler } from '@/server/http/route-handler'
import { staffRequest } from '@/server/http/staff-request'

/** The contract: src/contracts/compliance.ts. The investor's e-mail goes after the answer. */
export const POST = routeHandler(
  identityDecisionRoute,
  async ({ payload, staff, client, params, input }) =>
    decideIdentityCheck(payload, staffRequest(staff, client.locale), Number(params.id), input),
  { sendsEmail: true },
)
