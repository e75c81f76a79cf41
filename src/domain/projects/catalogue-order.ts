import type { ProjectStatus } from './project-status'

/**
 * The tiers of the catalogue's "All" view: projects one can invest in now first (even before a
 * first shekel), then those about to open, then finished raises, the unsuccessful last.
 */
const tiers: Record<ProjectStatus, number> = {
  raising: 0,
  raising_extend: 0,
  coming: 1,
  running: 2,
  success_finished: 2,
  unsuccess_finished: 3,
  // Never listed to visitors; staff previews put them at the end.
  new: 4,
  waiting: 4,
  approval: 4,
  denied: 4,
}

export function catalogueTier(status: ProjectStatus): number {
  return tiers[status]
}

export type CatalogueOrderEntry = {
  alias: string
  status: ProjectStatus
  startDate?: string | null
  endDate?: string | null
}

const time = (iso: string | null | undefined) => {
  const value = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(value) ? null : value
}

/** Earlier first (`direction` 1) or later first (-1); a missing date after any date. */
function byDate(a: string | null | undefined, b: string | null | undefined, direction: 1 | -1) {
  const [x, y] = [time(a), time(b)]
  if (x === y) return 0
  if (x === null) return 1
  if (y === null) return -1
  return (x - y) * direction
}

/**
 * Within a tier: raising projects newest first, coming ones opening soonest first, finished ones
 * ended most recently first; then by alias, so the order (and so the pages) never shifts.
 */
export function compareForCatalogue(a: CatalogueOrderEntry, b: CatalogueOrderEntry): number {
  const tier = catalogueTier(a.status) - catalogueTier(b.status)
  if (tier !== 0) return tier
  const within =
    catalogueTier(a.status) === 0
      ? byDate(a.startDate, b.startDate, -1)
      : catalogueTier(a.status) === 1
        ? byDate(a.startDate, b.startDate, 1)
        : byDate(a.endDate, b.endDate, -1)
  return within !== 0 ? within : a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0
}

/** The catalogue's order of `entries`, as a new list. */
export function orderForCatalogue<T extends CatalogueOrderEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareForCatalogue)
}
