import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'

import { cacheTags } from '@/domain/cache-tags'
import { orderForCatalogue } from '@/domain/projects/catalogue-order'
import type { Locale } from '@/i18n/locales'

import { projectFilters } from './project-filters'

async function readProjectNames(locale: Locale, user: TypedUser | null) {
  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'projects',
    where: projectFilters({ group: null, category: null }),
    select: { alias: true, name: true, status: true, startDate: true, endDate: true },
    pagination: false,
    depth: 0,
    locale,
    draft: false,
    overrideAccess: false,
    user,
  })
  return orderForCatalogue(found.docs).map(({ alias, name, status }) => ({ alias, name, status }))
}

/**
 * Every project the viewer may see, by name, in the catalogue's order (spec 7,
 * `GET /api/catalog/projects-list`). Visitors share a copy cached until a project changes.
 */
export function listProjectNames(locale: Locale, investor: TypedUser | null) {
  if (investor) return readProjectNames(locale, investor)
  return unstable_cache(() => readProjectNames(locale, null), ['project-names', locale], {
    tags: [cacheTags.collection('projects')],
    revalidate: 60,
  })()
}
