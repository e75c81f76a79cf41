import { projectStatusRoute } from '@/contracts/staff-projects'
import { routeHandler } from '@/server/http/route-handler'
import { changeProjectStatus } from '@/server/investments/raise/change-project-status'

/**
 * The contract: src/contracts/staff-projects.ts (the admin's status control).; the operation
 * reads the body with the same schema.
 */
export const POST = routeHandler(projectStatusRoute, async ({ payload, body, staff, params }) =>
  changeProjectStatus(payload, { projectId: Number(params.id), staff, input: body }),
)
