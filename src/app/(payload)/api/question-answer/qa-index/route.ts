import { qaIndexRoute } from '@/contracts/content'
import { normaliseSearchQuery } from '@/domain/content/search-query'
import { routeHandler } from '@/server/http/route-handler'
import { listQaItems } from '@/server/qa/list-qa-items'

/** The contract: src/contracts/content.ts. */
export const GET = routeHandler(qaIndexRoute, async ({ input, client }) => {
  const { docs, ...pages } = await listQaItems({
    locale: client.locale,
    query: normaliseSearchQuery(input.query),
    page: input.page,
    perPage: input.perpage,
  })
  return { items: docs, ...pages }
})
