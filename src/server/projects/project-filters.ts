import type { Where } from 'payload'

import type { CatalogueQuery } from '@/domain/projects/catalogue-rules'
import { projectStatusGroups, publicProjectStatuses } from '@/domain/projects/project-status'

/**
 * The query of a catalogue view. Access control adds the visibility rules on top (published,
 * public status, angel campaigns only for pre-qualified investors); this only narrows what was asked for.
 */
export function projectFilters({
  group,
  category,
  statuses: chosen,
}: Pick<CatalogueQuery, 'group' | 'category' | 'statuses'>): Where {
  const statuses = chosen ?? (group ? projectStatusGroups[group] : publicProjectStatuses)
  const and: Where[] = [{ status: { in: [...statuses] } }]
  if (category) {
    and.push({
      or: [{ 'category.slug': { equals: category } }, { 'subcategory.slug': { equals: category } }],
    })
  }
  return { and }
}
