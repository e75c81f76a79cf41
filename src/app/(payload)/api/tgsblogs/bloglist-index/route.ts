import { postListRoute } from '@/contracts/content'
import { routeHandler } from '@/server/http/route-handler'
import { listPosts } from '@/server/posts/list-posts'

/** The contract: src/contracts/content.ts. */
export const GET = routeHandler(postListRoute, async ({ input, client }) => {
  const { docs, ...pages } = await listPosts({
    locale: client.locale,
    kind: input.kind,
    page: input.page,
  })
  return { posts: docs, ...pages }
})
