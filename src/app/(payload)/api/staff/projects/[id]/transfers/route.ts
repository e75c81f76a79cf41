import { projectTransfersRoute } from '@/contracts/settlement'
import { routeHandler } from '@/server/http/route-handler'
import { listProjectTransfers } from '@/server/investments/transfers/list-project-transfers'

/** The contract: src/contracts/settlement.ts. */
export const GET = routeHandler(projectTransfersRoute, async ({ payload, staff, params }) => {
  const { project, awaiting, refundDue } = await listProjectTransfers(payload, {
    projectId: Number(params.id),
    user: staff,
  })
  return { project, awaiting, refundDue }
})
