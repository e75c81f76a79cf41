import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { categoryOptionsInUse, type CategoryOption } from '@/domain/projects/category-options'
import { relationId } from '@/domain/relation-id'
import { cacheTags } from '@/domain/cache-tags'
import type { Locale } from '@/i18n/locales'

import { projectFilters } from './project-filters'

/**
 * The catalogue's category filter: the categories of the projects a visitor can see (access
 * control decides which; the list is shared by everyone, so it is the anonymous visitor's view).
 */
export function listProjectCategories(locale: Locale): Promise<CategoryOption[]> {
  return unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const [categories, projects] = await Promise.all([
        payload.find({
          collection: 'categories',
          locale,
          depth: 0,
          pagination: false,
          sort: 'name',
          overrideAccess: false,
        }),
        payload.find({
          collection: 'projects',
          depth: 0,
          pagination: false,
          where: projectFilters({ group: null, category: null }),
          select: { category: true, subcategory: true },
          overrideAccess: false,
        }),
      ])
      const usedIds = new Set(
        projects.docs
          .flatMap((project) => [relationId(project.category), relationId(project.subcategory)])
          .filter((id) => id !== null),
      )
      return categoryOptionsInUse(categories.docs, usedIds)
    },
    ['project-categories', locale],
    { tags: [cacheTags.collection('projects')] },
  )()
}
