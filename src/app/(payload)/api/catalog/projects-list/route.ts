import { projectNamesRoute } from '@/contracts/catalog'
import { routeHandler } from '@/server/http/route-handler'
import { optionalInvestor } from '@/server/http/optional-investor'
import { listProjectNames } from '@/server/projects/list-project-names'

/** The contract: src/contracts/catalog.ts. */
export const GET = routeHandler(projectNamesRoute, async (context) => ({
  projects: await listProjectNames(context.client.locale, await optionalInvestor(context)),
}))
