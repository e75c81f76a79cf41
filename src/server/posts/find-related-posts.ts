import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { findPublishedPosts } from './find-published-posts'
import type { PostKind, PostSummary } from './post-summary'

type Options = {
  locale: Locale
  postId: number
  kind: PostKind
  categoryIds: number[]
  limit: number
}

/**
 * Posts to read next: the newest sharing a category with the post, topped up with the newest of
 * the same kind when there are too few. Never the post itself. Uncached.
 */
export async function findRelatedPosts(payload: Payload, options: Options): Promise<PostSummary[]> {
  const { locale, postId, kind, categoryIds, limit } = options
  const sameCategory = categoryIds.length
    ? (await findPublishedPosts(payload, { locale, categoryIds, excludeIds: [postId], limit })).docs
    : []
  if (sameCategory.length >= limit) return sameCategory
  const topUp = await findPublishedPosts(payload, {
    locale,
    kind,
    excludeIds: [postId, ...sameCategory.map((p) => p.id)],
    limit: limit - sameCategory.length,
  })
  return [...sameCategory, ...topUp.docs]
}
