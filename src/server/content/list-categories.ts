import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import { relationId } from '@/domain/relation-id'
import type { Locale } from '@/i18n/locales'

export type CategoryEntry = { id: number; name: string; slug: string; parent: number | null }

/**
 * Every category of projects and posts by name, each with its parent (a subcategory's), cached
 * until a category changes (its hook expires the projects' and the posts' tags).
 */
export function listCategories(locale: Locale): Promise<CategoryEntry[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const found = await payload.find({
        collection: 'categories',
        locale,
        depth: 0,
        pagination: false,
        sort: 'name',
        overrideAccess: false,
      })
      return found.docs.map((category) => ({
        id: category.id,
        name: category.name,
        slug: category.slug,
        parent: relationId(category.parent),
      }))
    },
    ['categories', locale],
    { tags: [cacheTags.collection('projects'), cacheTags.collection('posts')] },
  )()
}
