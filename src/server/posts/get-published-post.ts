import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

import { findPublishedPost } from './find-published-post'

/** Slugs are lowercase Latin, digits and hyphens (`fields/slug.ts`): anything else is not a post. */
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A post's page data, cached until the post (or its categories) is republished. */
export async function getPublishedPost(slug: string, locale: Locale) {
  if (!slugPattern.test(slug) || slug.length > 200) return null
  return unstable_cache(
    async () => findPublishedPost(await getPayload({ config }), { slug, locale }),
    ['post', slug, locale],
    { tags: [cacheTags.post(slug), cacheTags.collection('posts')], revalidate: 300 },
  )()
}
