import { pageViewRoute } from '@/contracts/content'
import { getPublishedPage } from '@/server/content/get-published-page'
import { toPageView } from '@/server/content/page-view'
import { AppError } from '@/server/errors/app-error'
import { routeHandler } from '@/server/http/route-handler'

/** The contract: src/contracts/content.ts. */
export const POST = routeHandler(pageViewRoute, async ({ params, client }) => {
  const page = await getPublishedPage(params.alias, client.locale)
  if (!page) throw new AppError('NOT_FOUND')
  return { page: toPageView(page) }
})
