/**
 * An error as the log may show it. A failed query's error carries the query's values: drizzle's
 * message and stack end with `params: <every value>` (a lead's name, phone and e-mail) and keep
 * them in `params`; PostgreSQL's own error quotes the refused value and its `detail` the row's
 * key. None of that may reach the log (privacy regulations: personal data stays in the database).
 */

const redacted = '[redacted]'
/** Properties that hold a query's values or a row's content. */
const dropped = new Set(['params', 'detail', 'where', 'internalQuery', 'hint', 'data', 'value'])

/** `Failed query: … \nparams: a,b,c` → the query without its values. */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:')
  if (at < 0) return text
  // In a stack the frames follow the message: keep them, drop the values' lines.
  const frames = text.slice(at).search(/\n\s+at /)
  return `${text.slice(0, at)}\nparams: ${redacted}${frames < 0 ? '' : text.slice(at + frames)}`
}

/** PostgreSQL quotes the value it refused: `invalid input syntax for type integer: "…"`. */
const withoutQuotedValue = (text: string) => text.replace(/: "[^\n]*"(?=\n|$)/g, `: ${redacted}`)

const isDatabaseError = (error: object) => {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

export type SafeError = Record<string, unknown>

export function safeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 4) return error
  const clean = (text: string | undefined) => {
    if (text === undefined) return undefined
    const once = withoutParams(text)
    return isDatabaseError(error) ? withoutQuotedValue(once) : once
  }
  const serialized: SafeError = {
    type: error.constructor?.name ?? error.name,
    message: clean(error.message),
    stack: clean(error.stack),
  }
  for (const [key, value] of Object.entries(error)) {
    if (key in serialized || dropped.has(key)) continue
    if (key === 'query' && typeof value === 'string') serialized.query = value
    else if (key !== 'cause' && (value === null || typeof value !== 'object'))
      serialized[key] = value
  }
  if (error.cause !== undefined) serialized.cause = safeError(error.cause, depth + 1)
  return serialized
}

/** An error's message as the log may show it. */
export function safeMessage(error: Error): string {
  return String((safeError(error) as SafeError).message ?? error.name)
}

type LogMethod = (this: unknown, ...args: unknown[]) => void

/**
 * pino's `logMethod` hook: an error logged without a message (Payload logs `{ err }`) gets the
 * redacted message, where pino would put the error's own message, values and all.
 */
export function redactErrorMessage(this: unknown, args: unknown[], method: LogMethod): void {
  const [first, ...rest] = args
  if (first instanceof Error && rest.length === 0)
    return method.apply(this, [{ err: first }, safeMessage(first)])
  if (first && typeof first === 'object' && rest.length === 0) {
    const { err, msg } = first as { err?: unknown; msg?: unknown }
    if (err instanceof Error && msg === undefined)
      return method.apply(this, [first, safeMessage(err)])
  }
  return method.apply(this, args)
}

/**
 * Development's log without Payload's "Running 2 jobs." (the settling and e-mail sweep, every
 * minute): it says nothing a developer needs. A job's own lines and failures still show.
 */
export function redactErrorMessageQuietJobs(
  this: unknown,
  args: unknown[],
  method: LogMethod,
): void {
  const [first] = args
  const msg = first && typeof first === 'object' ? (first as { msg?: unknown }).msg : undefined
  if (typeof msg === 'string' && /^Running \d+ jobs\.$/.test(msg)) return
  redactErrorMessage.call(this, args, method)
}
