import { typeDecisionRoute } from '@/contracts/compliance'
import { decideInvestorType } from '@/server/compliance/decide-investor-type'
import { routeHandler } from '@/server/http/route-handler'
import { staffRequest } from '@/server/http/staff-request'

/** The contract: src/contracts/compliance.ts. The investor's e-mail goes after the answer. */
export const POST = routeHandler(
  typeDecisionRoute,
  async ({ payload, staff, client, params, input }) =>
    decideInvestorType(payload, staffRequest(staff, client.locale), Number(params.id), input),
  { sendsEmail: true },
)
