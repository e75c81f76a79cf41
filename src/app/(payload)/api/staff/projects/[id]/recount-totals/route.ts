import { recountRaiseTotalsRoute } from '@/contracts/settlement'
import { routeHandler } from '@/server/http/route-handler'
import { recountRaiseTotals } from '@/server/investments/raise/recount-raise-totals'

/** The contract: src/contracts/settlement.ts (the button on a drift's edit view). */
export const POST = routeHandler(recountRaiseTotalsRoute, async ({ payload, staff, params }) =>
  recountRaiseTotals(payload, { projectId: Number(params.id), staff }),
)
