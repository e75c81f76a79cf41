import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

type SiteGlobal = 'navigation' | 'footer'

/** Navigation and footer, read as a visitor, cached until an editor saves them. */
export function getSiteGlobal<T extends SiteGlobal>(slug: T, locale: Locale) {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      return payload.findGlobal({ slug, locale, depth: 0, overrideAccess: false })
    },
    ['global', slug, locale],
    { tags: [cacheTags.global(slug)] },
  )()
}
