import type { Where } from 'payload'

import {
  projectStatusGroups,
  publicProjectStatuses,
  type ProjectStatusGroup,
} from '@/domain/projects/project-status'

/**
 * The query of a catalogue view. Access control adds the visibility rules on top (published,
 * public status, angel campaigns only for pre-qualified investors); this only narrows what was asked for.
 */
export function projectFilters({
  group,
  category,
}: {
  group: ProjectStatusGroup | null
  category: string | null
}): Where {
  const statuses = group ? projectStatusGroups[group] : publicProjectStatuses
  const and: Where[] = [{ status: { in: [...statuses] } }]
  if (category) {
    and.push({
      or: [{ 'category.slug': { equals: category } }, { 'subcategory.slug': { equals: category } }],
    })
  }
  return { and }
}
