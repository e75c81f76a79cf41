import { resolveLedgerDriftRoute } from '@/contracts/settlement'
import type * as z from '@/domain/zod'
import { routeHandler } from '@/server/http/route-handler'
import { resolveLedgerDrift } from '@/server/investments/raise/resolve-ledger-drift'

/**
 * The contract: src/contracts/settlement.ts (the form on a drift's edit view); the operation reads
 * the body with the same schema.
 */
export const POST = routeHandler(
  resolveLedgerDriftRoute,
  async ({ payload, body, staff, params }) => {
    const drift = await resolveLedgerDrift(payload, {
      driftId: Number(params.id),
      staff,
      input: body,
    })
    // Read at depth 0: each relationship is its id, each empty field null (the output checks it).
    return drift as unknown as z.input<typeof resolveLedgerDriftRoute.output>
  },
)
