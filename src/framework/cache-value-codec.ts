/**
 * Framework patch (src/framework/README.md): part of the Redis cache handler
 * (redis-cache-handler.ts): Next's cache values through JSON and back.
 * Why: Next's file-system cache keeps them as files; Redis keeps text.
 * Relies on: Next's cache values holding nothing but JSON, Buffers and Maps (a page: its HTML, its
 * `rscData` Buffer, its `segmentData` Map of Buffers, its headers).
 * Checked against: next 16.4.6 (src/framework/checked-versions.ts).
 * Waits for: no upstream issue found; re-check on each upgrade.
 * Guarded by: tests/unit/framework/redis-cache-handler.test.ts.
 */

/**
 * Next's cache values hold Buffers (RSC payloads, route bodies) and Maps (prefetch segments),
 * which JSON would mangle. They travel to Redis as JSON with those two tagged, and come back as
 * they were.
 */
type Encoded = { $buffer: string } | { $map: [string, unknown][] }

export function encodeCacheValue(value: unknown): string {
  return JSON.stringify(encode(value))
}

export function decodeCacheValue<T>(text: string): T {
  return decode(JSON.parse(text)) as T
}

function encode(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array)
    return { $buffer: Buffer.from(value).toString('base64') }
  if (value instanceof Map)
    return { $map: [...value.entries()].map(([key, item]) => [key, encode(item)]) }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]))
  return value
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode)
  if (!value || typeof value !== 'object') return value
  const tagged = value as Partial<Encoded> & Record<string, unknown>
  if (typeof tagged.$buffer === 'string' && Object.keys(tagged).length === 1)
    return Buffer.from(tagged.$buffer, 'base64')
  if (Array.isArray(tagged.$map) && Object.keys(tagged).length === 1)
    return new Map(tagged.$map.map(([key, item]) => [key, decode(item)]))
  return Object.fromEntries(Object.entries(tagged).map(([key, item]) => [key, decode(item)]))
}
