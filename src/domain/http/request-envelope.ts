import { utmKeys } from '../utm'

/**
 * What any request to our API may carry besides its own fields: the campaign fields (spec 7, added
 * to every request by `apiFetch`) and the language of the answer's messages.
 */
export const envelopeKeys: readonly string[] = ['locale', ...utmKeys]

/**
 * A body without the envelope, for a route whose schema refuses unknown fields. Anything that is
 * not a plain object is returned as it is, for the schema to refuse.
 */
export function withoutEnvelope(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).filter(([key]) => !envelopeKeys.includes(key)),
  )
}
