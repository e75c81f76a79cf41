import type { Payload, Where } from 'payload'

import type { Locale } from '@/i18n/locales'

import { toPostSummary, type PostKind, type PostSummary } from './post-summary'

export type PostPage = {
  docs: PostSummary[]
  totalDocs: number
  page: number
  totalPages: number
}

type Options = {
  locale: Locale
  kind?: PostKind | undefined
  page?: number
  limit: number
  /** Only posts in one of these categories. */
  categoryIds?: number[]
  /** Leave these posts out (the post being read, related posts already chosen). */
  excludeIds?: number[]
}

/**
 * Published posts as a visitor may read them (access control applies, drafts never), newest
 * first. Uncached: the cached loaders (`list-posts`, `list-latest-posts`…) wrap it.
 */
export async function findPublishedPosts(payload: Payload, options: Options): Promise<PostPage> {
  const conditions: Where[] = [{ _status: { equals: 'published' } }]
  if (options.kind) conditions.push({ kind: { equals: options.kind } })
  if (options.categoryIds?.length) conditions.push({ categories: { in: options.categoryIds } })
  if (options.excludeIds?.length) conditions.push({ id: { not_in: options.excludeIds } })
  const result = await payload.find({
    collection: 'posts',
    locale: options.locale,
    where: { and: conditions },
    sort: ['-publishedAt', '-id'],
    page: options.page ?? 1,
    limit: options.limit,
    depth: 1,
    draft: false,
    overrideAccess: false,
  })
  return {
    docs: result.docs.map(toPostSummary),
    totalDocs: result.totalDocs,
    page: result.page ?? 1,
    totalPages: result.totalPages,
  }
}
