import { projectPageRoute } from '@/contracts/catalog'
import { routeHandler } from '@/server/http/route-handler'
import { optionalInvestor } from '@/server/http/optional-investor'
import { listCatalogue } from '@/server/projects/list-catalogue'

/** The contract: src/contracts/catalog.ts. */
export const POST = routeHandler(projectPageRoute, async (context) => {
  const { input, query, client } = context
  const { cards, ...pages } = await listCatalogue(
    { group: input.status ?? null, category: input.category ?? null, page: query.page },
    client.locale,
    await optionalInvestor(context),
  )
  return { projects: cards, ...pages }
})
