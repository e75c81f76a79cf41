/**
 * What a write to Payload's REST API carries, by its Content-Type. Payload reads JSON and
 * multipart forms only; any other body left it without data, and it failed with a 500.
 */
export type RestBodyKind = 'json' | 'multipart' | 'unsupported'

export function restBodyKind(contentType: string | null): RestBodyKind {
  const mediaType = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase()
  if (mediaType === 'application/json') return 'json'
  if (mediaType === 'multipart/form-data') return 'multipart'
  return 'unsupported'
}

/** The data of a write must be a JSON object: an array, a string or null is not a document. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Parses text as a JSON object, or null when it is not one. */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return isJsonObject(value) ? value : null
  } catch {
    return null
  }
}
