import { haltRaiseRoute } from '@/contracts/settlement'
import { routeHandler } from '@/server/http/route-handler'
import { haltRaise } from '@/server/investments/raise/halt-raise'

/**
 * The contract: src/contracts/settlement.ts (the admin's _Halt the raise_ control). Investors are
 * e-mailed; the refunds follow the failure flow. The operation reads the body with the same schema.
 */
export const POST = routeHandler(
  haltRaiseRoute,
  async ({ payload, body, staff, params }) =>
    haltRaise(payload, { projectId: Number(params.id), staff, input: body }),
  { sendsEmail: true },
)
