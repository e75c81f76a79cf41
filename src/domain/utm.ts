/** Spec 3, campaign fields: captured from the landing URL and sent with every request to our server. */
export const utmKeys = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const
export type UtmKey = (typeof utmKeys)[number]
export type UtmFields = Record<UtmKey, string>

const maxLength = 200

export function emptyUtm(): UtmFields {
  return { utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' }
}

/** The campaign fields of a landing URL, or null when it carries none (the visit keeps its earlier ones). */
export function utmFromSearch(search: URLSearchParams): UtmFields | null {
  if (!utmKeys.some((key) => search.has(key))) return null
  const fields = emptyUtm()
  for (const key of utmKeys) fields[key] = (search.get(key) ?? '').trim().slice(0, maxLength)
  return fields
}

export function parseStoredUtm(stored: string | null): UtmFields {
  const fields = emptyUtm()
  if (!stored) return fields
  try {
    const parsed: unknown = JSON.parse(stored)
    if (parsed && typeof parsed === 'object') {
      for (const key of utmKeys) {
        const value = (parsed as Record<string, unknown>)[key]
        if (typeof value === 'string') fields[key] = value.slice(0, maxLength)
      }
    }
  } catch {
    // A damaged entry counts as no campaign.
  }
  return fields
}

/** GET: the fields join the query string (existing parameters win). */
export function withUtmQuery(url: string, utm: UtmFields): string {
  const [beforeHash = '', hash] = url.split('#', 2)
  const [path = '', query = ''] = beforeHash.split('?', 2)
  const params = new URLSearchParams(query)
  for (const key of utmKeys) if (!params.has(key)) params.set(key, utm[key])
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`
}

/** Other methods: the fields join the body, whether JSON object or form data. */
export function withUtmBody(body: unknown, utm: UtmFields): unknown {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    for (const key of utmKeys) if (!body.has(key)) body.set(key, utm[key])
    return body
  }
  if (body === undefined || body === null) return { ...utm }
  if (typeof body === 'object' && !Array.isArray(body)) return { ...utm, ...body }
  return body
}
