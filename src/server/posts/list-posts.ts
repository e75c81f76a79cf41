import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

import { findPublishedPosts } from './find-published-posts'
import type { PostKind } from './post-summary'

/** Posts shown on one page of `/blog` and `/articles`. */
export const postsPerPage = 6

/** One page of the blog or the articles, newest first, cached until a post is published. */
export function listPosts({
  locale,
  kind,
  page,
}: {
  locale: Locale
  /** Blog posts or articles; both when not given. */
  kind?: PostKind | undefined
  page: number
}) {
  return unstable_cache(
    async () =>
      findPublishedPosts(await getPayload({ config }), {
        locale,
        kind,
        page,
        limit: postsPerPage,
      }),
    ['posts', kind ?? 'all', locale, String(page)],
    { tags: [cacheTags.collection('posts')], revalidate: 300 },
  )()
}
