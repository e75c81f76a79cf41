/**
 * Errors that mean the request was malformed, not that the server failed: PostgreSQL's data
 * exceptions (class 22: invalid text for a number or date, out of range, invalid byte sequence,
 * negative LIMIT/OFFSET…) raised by a value from the request, and the multipart parser's
 * complaints about a body that is not multipart. They are answered 400, never 500.
 */

/** PostgreSQL's SQLSTATE of an error, looked for on the error and its causes (drizzle wraps it). */
export function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return null
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = (current as { cause?: unknown }).cause
  }
  return null
}

/** busboy's messages for a body that is not the multipart or url-encoded form it claims to be. */
const malformedFormMessages = [
  /^Unexpected end of (form|file)$/,
  /^Multipart: Boundary not found$/,
  /^Malformed part header$/,
  /^Malformed urlencoded form$/,
  /^Unsupported content type/,
  /^Missing Content-Type/,
  // Payload's own, for multipart without a boundary (it gives it status 500).
  /^Request is not eligible for file upload$/,
]

export type BadInputKind = 'data' | 'form'

export function badInputKind(error: unknown): BadInputKind | null {
  const state = sqlState(error)
  // Class 22 is "data exception"; 42P18 "could not determine data type" also comes from input.
  if (state?.startsWith('22')) return 'data'
  const message = error instanceof Error ? error.message : ''
  if (malformedFormMessages.some((pattern) => pattern.test(message))) return 'form'
  return null
}
