import { isPlainText } from '../plain-text'

/**
 * What Payload's REST API accepts in a query string, checked before Payload sees it. Payload
 * passes `page`, `limit` and `where` values to the database as they come, so `page=-1`,
 * `limit=1e999`, `where[id][equals]=abc` or an unknown operator failed there as a 500. Only what
 * is malformed whatever the collection is refused here; a value of the wrong type for a field
 * (a date field given a word) is refused by the database and answered 400 (`src/server/http/payload-bad-input.ts`).
 */

/** Payload's query operators. Geo operators (`near`, `within`, `intersects`) are left out: no
 * collection has a point field, and on any other field Payload crashes on them. */
export const whereOperators = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
])

const listOperators = new Set(['in', 'not_in', 'all'])
const comparisonOperators = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
])
const dateFields = new Set(['createdAt', 'updatedAt'])
const booleanParameters = new Set(['draft', 'pagination', 'trash', 'autosave'])

/** Ids are PostgreSQL `serial` (int4). */
const maxId = 2_147_483_647
const maxPage = 1_000_000
const maxLimit = 100_000
/** Payload's default `maxDepth`. */
export const maxDepth = 10

const fieldPath = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/
const sortPart = /^-?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/
const wholeNumber = /^\d{1,9}$/

/** `where[or][0][title][like]` → `['where', 'or', '0', 'title', 'like']`, as `qs` reads it. */
export function keySegments(key: string): string[] {
  const open = key.indexOf('[')
  if (open <= 0) return [key]
  const segments = [key.slice(0, open)]
  const rest = key.slice(open)
  const bracketed = /\[([^\]]*)\]/gy
  let match: RegExpExecArray | null
  let end = 0
  while ((match = bracketed.exec(rest))) {
    segments.push(match[1]!)
    end = bracketed.lastIndex
  }
  // `qs` keeps anything after the last closing bracket as one more segment.
  if (end < rest.length) segments.push(rest.slice(end))
  return segments
}

const isWholeNumber = (value: string, max: number, min = 0) =>
  wholeNumber.test(value) && Number(value) >= min && Number(value) <= max

const isBoolean = (value: string) => value === 'true' || value === 'false'

function whereProblem(segments: string[], value: string): boolean {
  let rest = segments
  // and/or groups: `[and][0]…`, nested at will.
  while (rest[0] === 'and' || rest[0] === 'or') {
    if (rest.length < 2 || !/^\d{1,4}$/.test(rest[1]!)) return true
    rest = rest.slice(2)
  }
  const [field, operator, index, ...more] = rest
  if (!field || !operator || more.length > 0) return true
  if (!fieldPath.test(field) || !whereOperators.has(operator)) return true
  if (index !== undefined && (!listOperators.has(operator) || !/^\d{0,4}$/.test(index))) return true
  if (operator === 'exists') return !isBoolean(value)
  if (!comparisonOperators.has(operator)) return false
  const values = listOperators.has(operator) && index === undefined ? value.split(',') : [value]
  const inList = listOperators.has(operator)
  if (field === 'id')
    return values.some((v) => !(inList && v === '') && !isWholeNumber(v.trim(), maxId))
  if (dateFields.has(field)) return values.some((v) => Number.isNaN(Date.parse(v)))
  return false
}

/**
 * The first query parameter (its name, e.g. `page`, `where`) that Payload must not be given, or
 * null when the query is acceptable. `entries` are the decoded pairs of the query string.
 */
export function restQueryProblem(entries: Iterable<[string, string]>): string | null {
  for (const [key, value] of entries) {
    const segments = keySegments(key)
    const name = segments[0]!
    if (!isPlainText(key) || !isPlainText(value)) return name
    const nested = segments.length > 1
    switch (name) {
      case 'page':
        if (nested || !isWholeNumber(value, maxPage, 1)) return name
        break
      case 'limit':
        if (nested || !isWholeNumber(value, maxLimit)) return name
        break
      case 'depth':
        if (nested || !isWholeNumber(value, maxDepth)) return name
        break
      case 'sort':
        if (segments.length > 2 || value.length > 500) return name
        if (value.split(',').some((part) => !sortPart.test(part.trim()))) return name
        break
      case 'where':
        if (whereProblem(segments.slice(1), value)) return name
        break
      default:
        if (booleanParameters.has(name) && (nested || !isBoolean(value))) return name
    }
  }
  return null
}
