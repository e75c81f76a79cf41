import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/hooks/revalidate'
import type { Locale } from '@/i18n/locales'

export type CategoryOption = {
  slug: string
  name: string
  children: { slug: string; name: string }[]
}

/** Top-level categories with their subcategories, for the catalogue's category filter. */
export function listProjectCategories(locale: Locale): Promise<CategoryOption[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'categories',
        locale,
        depth: 0,
        pagination: false,
        sort: 'name',
        overrideAccess: false,
      })
      const top = docs.filter((c) => !c.parent)
      return top.map((c) => ({
        slug: c.slug,
        name: c.name,
        children: docs
          .filter((child) => child.parent === c.id)
          .map((child) => ({ slug: child.slug, name: child.name })),
      }))
    },
    ['project-categories', locale],
    { tags: [cacheTags.collection('projects')] },
  )()
}
