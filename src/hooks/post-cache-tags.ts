import { cacheTags } from '@/domain/cache-tags'

/**
 * Tags a post's change expires: its own page and the lists. A draft may be saved before it has
 * a slug (required only on publish); such a document has no page, and expiring `post:undefined`
 * would be a tag that names nothing.
 */
export function postCacheTags(doc: Record<string, unknown>): string[] {
  const slug = typeof doc.slug === 'string' && doc.slug ? doc.slug : null
  return [...(slug ? [cacheTags.post(slug)] : []), cacheTags.collection('posts')]
}
