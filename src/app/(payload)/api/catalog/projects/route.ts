import { projectListsRoute } from '@/contracts/catalog'
import { routeHandler } from '@/server/http/route-handler'
import { optionalInvestor } from '@/server/http/optional-investor'
import { listCatalogue } from '@/server/projects/list-catalogue'

/** The contract: src/contracts/catalog.ts. */
export const POST = routeHandler(projectListsRoute, async (context) => {
  const viewer = await optionalInvestor(context)
  const lists = await Promise.all(
    context.input.filters.map(async ({ status }) => {
      const first = await listCatalogue(
        { group: null, statuses: status, category: null, page: 1 },
        context.client.locale,
        viewer,
      )
      return { status, projects: first.cards, totalDocs: first.totalDocs }
    }),
  )
  return { lists }
})
