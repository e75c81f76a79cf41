import type { Access, Where } from 'payload'

import { publicProjectsOrStaff } from './public-projects'

/** A constraint on projects, asked of the project a document points to through `field`. */
export function whereThrough(field: string, where: Where): Where {
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) =>
      key === 'and' || key === 'or'
        ? [key, (value as Where[]).map((inner) => whereThrough(field, inner))]
        : [`${field}.${key}`, value],
    ),
  ) as Where
}

/**
 * Read access of a document derived from a project (its raise totals): exactly who may read the
 * project may read it, so a hidden project (a draft, an angel campaign for one not pre-qualified) leaks
 * nothing through its figures.
 */
export function readableWithProject(field: string): Access {
  return async (args) => {
    const projectAccess = await publicProjectsOrStaff(args)
    if (typeof projectAccess === 'boolean') return projectAccess
    return whereThrough(field, projectAccess)
  }
}
