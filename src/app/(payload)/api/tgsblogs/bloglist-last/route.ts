import { latestPostsRoute } from '@/contracts/content'
import { routeHandler } from '@/server/http/route-handler'
import { listLatestPosts } from '@/server/posts/list-latest-posts'

/** The contract: src/contracts/content.ts. */
export const GET = routeHandler(latestPostsRoute, async ({ input, client }) => ({
  posts: await listLatestPosts({ locale: client.locale, limit: input.limit, kind: input.kind }),
}))
