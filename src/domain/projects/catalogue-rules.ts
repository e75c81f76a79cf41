import {
  isProjectStatusGroup,
  projectStatusGroups,
  type ProjectStatus,
  type ProjectStatusGroup,
} from './project-status'

/** Cards per catalogue page: a full grid of three columns. */
export const cataloguePageSize = 9

/** The group a status is listed under in the catalogue's filter, or null (running, unsuccessful). */
export function statusGroupOf(status: ProjectStatus): ProjectStatusGroup | null {
  for (const [group, statuses] of Object.entries(projectStatusGroups)) {
    if ((statuses as readonly string[]).includes(status)) return group as ProjectStatusGroup
  }
  return null
}

export type CatalogueQuery = {
  group: ProjectStatusGroup | null
  /** Exactly these statuses instead of a group's (spec 7, `POST /projects`'s filters). */
  statuses?: readonly ProjectStatus[]
  /** A category slug (top-level or subcategory). */
  category: string | null
  page: number
}

const slugPattern = /^[a-z0-9-]{1,80}$/

/** A project alias as the slug field allows it; anything else cannot exist, so it is a 404 at once. */
export function isProjectAlias(value: string): boolean {
  return value.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The catalogue's filters from the URL (`?status=raising&category=real-estate&page=2`). Anything
 * unknown is dropped rather than answered with an error, so an old or mistyped link still lists.
 */
export function parseCatalogueQuery(
  params: Record<string, string | string[] | undefined>,
): CatalogueQuery {
  const status = single(params.status)
  const category = single(params.category)
  const page = Number(single(params.page))
  return {
    group: status && isProjectStatusGroup(status) ? status : null,
    category: category && slugPattern.test(category) ? category : null,
    page: Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** The URL of a catalogue view; the first page and empty filters are left out. */
export function catalogueHref(basePath: string, query: Partial<CatalogueQuery>): string {
  const search = new URLSearchParams()
  if (query.group) search.set('status', query.group)
  if (query.category) search.set('category', query.category)
  if (query.page && query.page > 1) search.set('page', String(query.page))
  const text = search.toString()
  return text ? `${basePath}?${text}` : basePath
}

const dayMs = 24 * 60 * 60 * 1000

/**
 * Whole days until the raise ends, counted in Israeli calendar days (a raise ending today has
 * 0 days left, tomorrow 1). Null without an end date; never negative.
 */
export function daysLeft(endDate: string | null | undefined, now: Date): number | null {
  if (!endDate) return null
  const end = new Date(endDate)
  if (Number.isNaN(end.getTime())) return null
  const days = Math.round((israelDay(end) - israelDay(now)) / dayMs)
  return Math.max(0, days)
}

/**
 * Noon in Israel (10:00 UTC) `days` Israeli calendar days after `now`'s: the date `daysLeft` counts
 * as `days` away. (The UTC date lags Israel's for two or three hours every night.)
 */
export function israelNoonInDays(days: number, now: Date): string {
  return new Date(israelDay(now) + days * dayMs + 10 * 60 * 60 * 1000).toISOString()
}

/** Midnight UTC of the calendar date in Israel, so differences count calendar days. */
function israelDay(date: Date): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
  return Date.parse(`${parts}T00:00:00Z`)
}

export type RaiseProgress = {
  /** Share of the minimum target raised (may pass 100). */
  ofMinimum: number
  /** Share of the maximum raised, capped at 100 for the bar's width. */
  ofMaximum: number
  /** Where the minimum sits on the bar, as a share of the maximum. */
  minimumMark: number
  reachedMinimum: boolean
}

const floorPercent = (part: number, whole: number) =>
  whole <= 0 ? 0 : Math.floor((part * 100) / whole)

export function raiseProgress(raised: number, minimum: number, maximum: number): RaiseProgress {
  return {
    ofMinimum: floorPercent(raised, minimum),
    ofMaximum: Math.min(100, floorPercent(raised, maximum)),
    minimumMark: Math.min(100, floorPercent(minimum, maximum)),
    reachedMinimum: minimum > 0 && raised >= minimum,
  }
}
