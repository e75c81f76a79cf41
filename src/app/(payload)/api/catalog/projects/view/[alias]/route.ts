import { projectViewRoute } from '@/contracts/catalog'
import { AppError } from '@/server/errors/app-error'
import { routeHandler } from '@/server/http/route-handler'
import { optionalInvestor } from '@/server/http/optional-investor'
import { getProject } from '@/server/projects/get-project'
import { toProjectView } from '@/server/projects/project-view'

/** The contract: src/contracts/catalog.ts. */
export const POST = routeHandler(projectViewRoute, async (context) => {
  const project = await getProject(
    context.params.alias,
    context.client.locale,
    await optionalInvestor(context),
  )
  if (!project) throw new AppError('NOT_FOUND')
  return { project: toProjectView(project) }
})
