import { isProjectAlias, parseCatalogueQuery, type CatalogueQuery } from './catalogue-rules'
import { parseProjectTab } from './project-tabs'

/** The two addresses of the catalogue and of every project page (spec 2). */
export const projectBases = ['projects', 'investment_opportunities'] as const
export type ProjectBase = (typeof projectBases)[number]

export function isProjectBase(value: string): value is ProjectBase {
  return (projectBases as readonly string[]).includes(value)
}

/** Internal prefix of the cached visitor views; never linked, reached only by the proxy's rewrite. */
export const visitorViewPrefix = '/visitor-view'

/** Stands for "no filter" in a path segment; neither a status group nor a category slug can be it. */
const none = '_'

/**
 * The cacheable internal path of a visitor's view of a catalogue or project address, or null
 * for any other path. The query (filters, page, tab) becomes path segments: Next caches a page
 * per path, while reading the query makes it render on every request.
 */
export function visitorViewPath(pathname: string, search: URLSearchParams): string | null {
  const match = /^\/(projects|investment_opportunities)(?:\/([^/]+))?\/?$/.exec(pathname)
  if (!match) return null
  const [, base, alias] = match
  if (alias === undefined) {
    const query = parseCatalogueQuery({
      status: search.get('status') ?? undefined,
      category: search.get('category') ?? undefined,
      page: search.get('page') ?? undefined,
    })
    return `${visitorViewPrefix}/catalogue/${base}/${query.group ?? none}/${query.category ?? none}/${query.page}`
  }
  if (!isProjectAlias(alias)) return null
  const tab = parseProjectTab(search.get('tab') ?? undefined)
  return `${visitorViewPrefix}/project/${base}/${alias}/${tab}`
}

/** The catalogue query a visitor view's path segments stand for. */
export function catalogueQueryFromSegments(segments: {
  group: string
  category: string
  page: string
}): CatalogueQuery {
  return parseCatalogueQuery({
    status: segments.group === none ? undefined : segments.group,
    category: segments.category === none ? undefined : segments.category,
    page: segments.page,
  })
}
