import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'

import { orderForCatalogue } from '@/domain/projects/catalogue-order'
import { cataloguePageSize, type CatalogueQuery } from '@/domain/projects/catalogue-rules'
import { cacheTags } from '@/domain/cache-tags'
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

/**
 * One page of the catalogue in its order (`orderForCatalogue`: raising, coming, finished), which
 * ranks statuses, so the database cannot sort it: the matching projects' statuses and dates are
 * read first (a few hundred at most), ordered here, and only the page's cards are then loaded.
 */
async function readCatalogue(
  query: CatalogueQuery,
  locale: Locale,
  user: TypedUser | null,
): Promise<CataloguePage> {
  const payload = await getPayload({ config })
  const access = { draft: false, overrideAccess: false, user } as const
  const matching = await payload.find({
    collection: 'projects',
    where: projectFilters(query),
    select: { alias: true, status: true, startDate: true, endDate: true },
    pagination: false,
    depth: 0,
    ...access,
  })
  const ordered = orderForCatalogue(matching.docs)
  const first = (query.page - 1) * cataloguePageSize
  const ids = ordered.slice(first, first + cataloguePageSize).map((project) => project.id)
  const found = ids.length
    ? (
        await payload.find({
          collection: 'projects',
          where: { id: { in: ids } },
          select: cardSelect,
          pagination: false,
          depth: 1,
          locale,
          ...access,
        })
      ).docs
    : []
  const byId = new Map(found.map((project) => [project.id, project]))
  const projects = ids.flatMap((id) => byId.get(id) ?? [])
  const raises = await readRaiseTotals(
    payload,
    projects.map((project) => project.id),
  )
  return {
    cards: projects.map((project) => toProjectCard(project, raises.get(project.id))),
    page: query.page,
    totalPages: Math.ceil(ordered.length / cataloguePageSize),
    totalDocs: ordered.length,
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
    [
      'projects-catalogue',
      locale,
      query.group ?? '',
      query.statuses?.join('+') ?? '',
      query.category ?? '',
      String(query.page),
    ],
    { tags: [cacheTags.collection('projects')], revalidate: 60 },
  )()
}
