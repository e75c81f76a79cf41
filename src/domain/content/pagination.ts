/**
 * Page numbers of public lists (`?page=`). Anything that is not a whole number of at least 1
 * ("abc", "0", "-2", "1.5", an array from a repeated parameter) means the first page, so a
 * hand-edited URL never errors.
 */
export function pageFromParam(value: string | string[] | undefined): number {
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) return 1
  const page = Number(value)
  return page >= 1 ? page : 1
}

export type PageWindow = {
  page: number
  totalPages: number
  hasPrevious: boolean
  hasNext: boolean
}

/** Where a page stands among `totalDocs` documents shown `perPage` at a time (at least one page). */
export function pageWindow(page: number, totalDocs: number, perPage: number): PageWindow {
  const totalPages = Math.max(1, Math.ceil(totalDocs / perPage))
  return { page, totalPages, hasPrevious: page > 1, hasNext: page < totalPages }
}

/** The query string of another page of the same list, keeping the other parameters (search). */
export function pageHref(
  path: string,
  page: number,
  keep: Record<string, string | undefined> = {},
): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(keep)) if (value) query.set(key, value)
  if (page > 1) query.set('page', String(page))
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
