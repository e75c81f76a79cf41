import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

import { findPublishedPosts } from './find-published-posts'
import type { PostKind, PostSummary } from './post-summary'

/**
 * The newest published posts (of one kind, or both), for the home page and other teasers.
 * Render each with `PostCard`.
 */
export async function listLatestPosts({
  locale,
  limit,
  kind,
}: {
  locale: Locale
  limit: number
  kind?: PostKind
}): Promise<PostSummary[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      return (await findPublishedPosts(payload, { locale, kind, limit })).docs
    },
    ['latest-posts', kind ?? 'all', locale, String(limit)],
    { tags: [cacheTags.collection('posts')], revalidate: 300 },
  )()
}
