import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

/** A published page as a visitor sees it (access control applies), cached until it is republished. */
export function getPublishedPage(slug: string, locale: Locale) {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const result = await payload.find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        locale,
        limit: 1,
        depth: 1,
        draft: false,
        overrideAccess: false,
      })
      return result.docs[0] ?? null
    },
    ['page', slug, locale],
    { tags: [cacheTags.page(slug)] },
  )()
}
