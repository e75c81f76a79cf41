import { catalogueHref } from '@/domain/projects/catalogue-rules'
import type { ProjectStatusGroup } from '@/domain/projects/project-status'
import type { Locale } from '@/i18n/locales'

import { listCatalogue } from './list-catalogue'
import type { ProjectCard } from './project-card'

/**
 * A short list for the home page (projects now raising, coming soon, finished) as a visitor sees
 * it, with the link to the same group in the catalogue.
 */
export async function listProjectsInGroup({
  group,
  locale,
  limit,
}: {
  group: ProjectStatusGroup
  locale: Locale
  limit: number
}): Promise<{ cards: ProjectCard[]; totalDocs: number; catalogueHref: string }> {
  const page = await listCatalogue({ group, category: null, page: 1 }, locale, null)
  return {
    cards: page.cards.slice(0, limit),
    totalDocs: page.totalDocs,
    catalogueHref: catalogueHref('/projects', { group }),
  }
}
