/**
 * Framework patch (src/framework/README.md): answers, in front of Next, what Next's ISR cache would
 * answer (Next itself is not changed: this stands in for a CDN).
 * Why: Next serves a cached page at 14-23% of a static file's speed, this cache at 65-155% of it
 * (docs/performance.md; docs/decisions/0002-response-cache.md).
 * Relies on: Next marking ISR pages `s-maxage=…` and dynamic ones `private, no-cache, no-store`,
 * and writing its answers through `res.writeHead`, `res.write` and `res.end`.
 * Checked against: next 16.4.6 (src/framework/checked-versions.ts).
 * Waits for: Next answering cached pages without its whole pipeline: vercel/next.js#91617 (an
 * in-memory cache for pages without revalidation only) was closed unmerged; re-check on each
 * upgrade.
 * Guarded by: tests/unit/framework/response-cache.test.ts.
 */

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import CachePolicy from 'http-cache-semantics'
import { LRUCache } from 'lru-cache'

import { answer, ask } from '@/server/lifecycle/process-channel'

/**
 * A shared HTTP cache in front of Next for what visitors read, as a CDN would be: it keeps the
 * responses Next marks as shared-cacheable (`s-maxage`: the ISR pages) for a few seconds and
 * answers repeats without entering Next. Correctness rests on three rules:
 * - only requests the caller calls anonymous are looked up or stored (`variant` returns null
 *   for the rest), keyed by what Next's proxy decides from them (the language), so one person's
 *   answer can never reach another;
 * - only responses the HTTP caching rules allow a shared cache to keep, without `Set-Cookie`,
 *   are stored (http-cache-semantics: Cache-Control, Vary, Age);
 * - every publish purges everything (`purgeResponseCache`, called where Next's tags expire), and
 *   nothing rendered before a purge or in the two seconds after it is stored.
 * The cache lives in the HTTP server's copy of this module while publishes happen in Next's
 * copies: the purge travels over the process channel (src/server/lifecycle/process-channel.ts).
 */

type Entry = { policy: CachePolicy; body: Buffer; expiresAt: number }
export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>

export type ResponseCacheOptions = {
  /** The longest any response is kept, whatever its Cache-Control allows. */
  maxSeconds: number
  maxBytes: number
  /** Responses larger than this are passed through and never stored. */
  maxEntryBytes: number
  /** The part of the key beyond the URL, or null when this request must not use the cache. */
  variant: (req: IncomingMessage) => string | null
}

const settleMs = 2000

/**
 * Drops every stored response of every cache in this process (none when the server runs without
 * one, as in tests or `npm run dev`).
 */
export function purgeResponseCache(): void {
  ask('purge-response-cache').catch((error) => console.error('response cache: purge', error))
}

export function createResponseCache(options: ResponseCacheOptions) {
  // One key may hold several answers that differ by a `Vary` header (RSC requests, encodings).
  const store = new LRUCache<string, Entry[]>({
    maxSize: options.maxBytes,
    sizeCalculation: (entries) =>
      Math.max(
        1,
        entries.reduce((sum, e) => sum + e.body.length, 0),
      ),
  })
  let generation = 0
  let storeNothingUntil = 0
  const purge = () => {
    generation += 1
    // Next applies an expired tag when the publishing request ends: answers rendered until then
    // may still be the old version, so none is kept for a moment.
    storeNothingUntil = Date.now() + settleMs
    store.clear()
  }
  const stopPurgingOnPublish = answer('purge-response-cache', purge)

  function lookup(key: string, req: IncomingMessage): Entry | undefined {
    const request = asRequest(req)
    const now = Date.now()
    return store
      .get(key)
      ?.find((entry) => entry.expiresAt > now && entry.policy.satisfiesWithoutRevalidation(request))
  }

  /** Stores an answer in place of any older one the same request would have been given. */
  function save(key: string, policy: CachePolicy, body: Buffer, req: IncomingMessage): void {
    const ttl = Math.min(policy.timeToLive(), options.maxSeconds * 1000)
    if (ttl <= 0) return
    const now = Date.now()
    const request = asRequest(req)
    const others = (store.get(key) ?? []).filter(
      (stored) => stored.expiresAt > now && !stored.policy.satisfiesWithoutRevalidation(request),
    )
    const entry = { policy, body, expiresAt: now + ttl }
    const entries = [...others, entry]
    store.set(key, entries, { ttl: Math.max(...entries.map((e) => e.expiresAt)) - now })
  }

  function wrap(handler: Handler): Handler {
    return (req, res) => {
      const variant = req.method === 'GET' ? options.variant(req) : null
      if (variant === null) return handler(req, res)
      const key = `${variant} ${req.url}`
      const hit = failSafe(() => lookup(key, req))
      if (hit) return replay(hit, res)
      const startedIn = generation
      captureResponse(res, options.maxEntryBytes, (status, headers, body) =>
        failSafe(() => {
          if (generation !== startedIn || Date.now() < storeNothingUntil) return
          if (status !== 200 || headers['set-cookie']) return
          const policy = new CachePolicy(asRequest(req), { status, headers }, { shared: true })
          if (policy.storable()) save(key, policy, body, req)
        }),
      )
      return handler(req, res)
    }
  }

  /** Stops answering `purgeResponseCache` (a server keeps its cache for its whole life). */
  const close = () => stopPurgingOnPublish()
  return { wrap, purge, close, size: () => store.size }
}

/** The cache only ever saves work: a fault in it leaves the request to Next, never hanging. */
function failSafe<T>(step: () => T): T | undefined {
  try {
    return step()
  } catch (error) {
    console.error('response cache:', error)
    return undefined
  }
}

function replay(entry: Entry, res: ServerResponse): void {
  res.writeHead(200, {
    ...(entry.policy.responseHeaders() as OutgoingHttpHeaders),
    'content-length': entry.body.length,
    'x-cache': 'HIT',
  })
  res.end(entry.body)
}

function asRequest(req: IncomingMessage): CachePolicy.Request {
  return { method: req.method, url: req.url, headers: req.headers }
}

/**
 * Copies what the handler writes (status, headers, body) while it goes to the client unchanged;
 * calls `done` once the response has ended, unless it grew past `limit` bytes.
 */
function captureResponse(
  res: ServerResponse,
  limit: number,
  done: (status: number, headers: CachePolicy.Headers, body: Buffer) => void,
): void {
  const chunks: Buffer[] = []
  let size = 0
  let headersFromWriteHead: OutgoingHttpHeaders = {}
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (size > limit || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    chunks.push(buffer)
  }

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object')
    if (headers && !Array.isArray(headers)) headersFromWriteHead = headers as OutgoingHttpHeaders
    return writeHead(...args)
  }) as ServerResponse['writeHead']

  const write = res.write.bind(res) as (...args: unknown[]) => boolean
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0])
    return write(chunk, ...rest)
  }) as ServerResponse['write']

  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0])
    const result = end(chunk, ...rest)
    if (size <= limit) {
      const headers = { ...res.getHeaders(), ...lowerCaseKeys(headersFromWriteHead) }
      done(res.statusCode, asPolicyHeaders(headers), Buffer.concat(chunks))
    }
    return result
  }) as ServerResponse['end']
}

/**
 * A header set more than once (Next's and Payload's own `Vary`, say) is a list in Node; the
 * caching rules read one comma-separated value, as it travels on the wire. `Set-Cookie` stays a
 * list (answers with one are never stored).
 */
function asPolicyHeaders(headers: OutgoingHttpHeaders): CachePolicy.Headers {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) && name !== 'set-cookie' ? value.join(', ') : value,
    ]),
  ) as CachePolicy.Headers
}

function lowerCaseKeys(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  )
}
