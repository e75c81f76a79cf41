import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Post } from '@/payload-types'

/** A published post by its slug as a visitor may read it, or null (drafts never). Uncached. */
export async function findPublishedPost(
  payload: Payload,
  { slug, locale }: { slug: string; locale: Locale },
): Promise<Post | null> {
  const result = await payload.find({
    collection: 'posts',
    locale,
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
  })
  return result.docs[0] ?? null
}
