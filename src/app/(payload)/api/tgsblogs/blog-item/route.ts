import { postItemRoute } from '@/contracts/content'
import { AppError } from '@/server/errors/app-error'
import { routeHandler } from '@/server/http/route-handler'
import { getPublishedPost } from '@/server/posts/get-published-post'
import { coverImage, toPostSummary } from '@/server/posts/post-summary'

/** The contract: src/contracts/content.ts. */
export const GET = routeHandler(postItemRoute, async ({ input, client }) => {
  const post = await getPublishedPost(input.id, client.locale)
  if (!post) throw new AppError('NOT_FOUND')
  return {
    post: {
      ...toPostSummary(post),
      cover: coverImage(post.cover, 'wide'),
      content: post.content,
      meta: { description: post.meta?.description ?? null },
    },
  }
})
