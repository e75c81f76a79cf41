import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'

import { cataloguePageSize, type CatalogueQuery } from '@/domain/projects/catalogue-rules'
import { cacheTags } from '@/hooks/revalidate'
import type { Locale } from '@/i18n/locales'

import { cardSelect, toProjectCard, type ProjectCard } from './project-card'
import { projectFilters } from './project-filters'
import { readRaiseTotals } from './read-raise-totals'

export type CataloguePage = {
  cards: ProjectCard[]
  page: number
  totalPages: number
  totalDocs: number
}

async function readCatalogue(
  query: CatalogueQuery,
  locale: Locale,
  user: TypedUser | null,
): Promise<CataloguePage> {
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'projects',
    where: projectFilters(query),
    select: cardSelect,
    sort: ['-startDate', 'alias'],
    page: query.page,
    limit: cataloguePageSize,
    depth: 1,
    locale,
    draft: false,
    overrideAccess: false,
    user,
  })
  const raises = await readRaiseTotals(
    payload,
    result.docs.map((project) => project.id),
  )
  return {
    cards: result.docs.map((project) => toProjectCard(project, raises.get(project.id))),
    page: result.page ?? query.page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

/**
 * One page of the catalogue as the viewer may see it. Visitors share a cached copy, refreshed on
 * publish and at least every 60 s (raise progress); a signed-in investor, who may also see angel
 * campaigns, is read fresh with access control as that investor.
 */
export function listCatalogue(
  query: CatalogueQuery,
  locale: Locale,
  investor: TypedUser | null,
): Promise<CataloguePage> {
  if (investor) return readCatalogue(query, locale, investor)
  return unstable_cache(
    () => readCatalogue(query, locale, null),
    ['projects-catalogue', locale, query.group ?? '', query.category ?? '', String(query.page)],
    { tags: [cacheTags.collection('projects')], revalidate: 60 },
  )()
}
