import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

/** The public contact details, read as a visitor (the staff addresses stay hidden), cached until saved. */
export function getContactInfo(locale: Locale) {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      return payload.findGlobal({ slug: 'contact-info', locale, depth: 0, overrideAccess: false })
    },
    ['global', 'contact-info', locale],
    { tags: [cacheTags.global('contact-info')] },
  )()
}
