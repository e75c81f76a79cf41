import { categoriesRoute } from '@/contracts/content'
import { listCategories } from '@/server/content/list-categories'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/content.ts. */
export const POST = routeHandler(categoriesRoute, async ({ client }) => ({
  categories: await listCategories(client.locale),
}))
