import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

import { findRelatedPosts } from './find-related-posts'
import type { PostKind } from './post-summary'

/** Related posts under a post, cached with the post lists (any publish may change them). */
export function listRelatedPosts(options: {
  locale: Locale
  postId: number
  kind: PostKind
  categoryIds: number[]
}) {
  const { locale, postId, kind, categoryIds } = options
  return unstable_cache(
    async () =>
      findRelatedPosts(await getPayload({ config }), {
        locale,
        postId,
        kind,
        categoryIds,
        limit: 3,
      }),
    ['related-posts', String(postId), locale],
    { tags: [cacheTags.collection('posts')], revalidate: 300 },
  )()
}
