/**
 * Framework patch (src/framework/README.md): replaces Next's default cache handler (its file-system
 * cache, `next/dist/server/lib/incremental-cache/file-system-cache`) with one in Redis, installed
 * by next.config.ts's `cacheHandler`.
 * Why: Next's own cache and its tag expiries live in one process; several instances must share the
 * rendered pages and expire a tag everywhere at once (docs/operations.md, Running several
 * instances).
 * Relies on: Next's `CacheHandler` interface, imported from Next's internal path (a constructor
 * context with `serverDistDir` and `revalidatedTags`; `get`, `set`, `revalidateTag`,
 * `resetRequestCache`), and pages carrying their tags in their value's `x-next-cache-tags` header.
 * Checked against: next 16.4.6 (src/framework/checked-versions.ts).
 * Waits for: nothing upstream would replace it (Next ships no shared handler; vercel/next.js#92402,
 * closed, only asked the docs to say revalidation is per instance); re-check the interface on each
 * upgrade.
 * Guarded by: tests/unit/framework/redis-cache-handler.test.ts (and tests/int/redis-cache.test.ts).
 */

import { readFileSync } from 'node:fs'
import path from 'node:path'

import type {
  CacheHandler,
  CacheHandlerContext,
  CacheHandlerValue,
} from 'next/dist/server/lib/incremental-cache'

import { isExpiredByTags, tagsOfHeader } from '@/domain/cache/tag-expiry'

import { redisKeys, sharedRedis, usable } from '@/server/cache/redis-connection'
import { requestStartedAt } from '@/server/cache/request-clock'
import { expireTagsEverywhere, tagExpirationMirror } from '@/server/cache/shared-tag-expirations'

import { decodeCacheValue, encodeCacheValue } from './cache-value-codec'

type GetContext = Parameters<CacheHandler['get']>[1]
type SetContext = Parameters<CacheHandler['set']>[2]
type Value = Parameters<CacheHandler['set']>[1]
type StoredEntry = Omit<CacheHandlerValue, 'value'> & {
  value: Value
  tags: string[]
  /** When the request whose render (or data read) made it began. */
  renderedFrom?: number
}

const tagsHeader = 'x-next-cache-tags'
/** Entries nobody asked for in this long leave Redis (Redis's own eviction may go first). */
const entryLifetimeMs = 14 * 24 * 60 * 60 * 1000

/**
 * Next's cache (rendered pages, `unstable_cache` data) in Redis, shared by every instance
 * (next.config.ts installs it when REDIS_URL is set). Entries are kept per build, since a page
 * rendered by one build refers to that build's scripts; tag expiries are shared by all builds.
 * A fault in Redis is a cache miss: the page is rendered from the database.
 */
export default class RedisCacheHandler implements CacheHandler {
  private readonly buildId: string
  private readonly revalidatedTags: readonly string[]

  constructor(context: CacheHandlerContext) {
    this.buildId = readBuildId(context.serverDistDir)
    this.revalidatedTags = context.revalidatedTags ?? []
  }

  async get(key: string, context: GetContext): Promise<CacheHandlerValue | null> {
    const redis = sharedRedis('cache')
    const mirror = tagExpirationMirror()
    if (!redis || !mirror || !(await usable(redis))) return null
    await firstLoad(mirror.loaded)
    const text = await redis.get(redisKeys.entry(this.buildId, key)).catch(reportFault)
    if (!text) return null
    const entry = decodeCacheValue<StoredEntry>(text)
    const requestTags =
      context.kind === 'FETCH' ? [...(context.tags ?? []), ...(context.softTags ?? [])] : []
    if (requestTags.some((tag) => this.revalidatedTags.includes(tag))) return null
    const tags = [...entry.tags, ...requestTags]
    const renderedFrom = Math.min(entry.renderedFrom ?? entry.lastModified, entry.lastModified)
    if (isExpiredByTags(tags, renderedFrom, mirror.expiredAt, Date.now())) return null
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    }
  }

  async set(key: string, value: Value, context: SetContext): Promise<void> {
    const redis = sharedRedis('cache')
    if (!redis || !(await usable(redis))) return
    const fetchCache = 'fetchCache' in context && context.fetchCache === true
    const now = Date.now()
    // Dated from the start of the request it was made for, not from this store: a render that
    // read the database before a publish may store its result long after it.
    const renderedFrom = Math.min(requestStartedAt() ?? now, now)
    const entry: StoredEntry = {
      lastModified: now,
      renderedFrom,
      value,
      cacheControl: !fetchCache && 'cacheControl' in context ? context.cacheControl : undefined,
      tags: tagsOfValue(value, fetchCache && 'tags' in context ? context.tags : undefined),
    }
    await redis
      .set(redisKeys.entry(this.buildId, key), encodeCacheValue(entry), 'PX', entryLifetimeMs)
      .catch(reportFault)
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const redis = sharedRedis('cache')
    if (!redis) return
    const list = typeof tags === 'string' ? [tags] : tags
    const at = await expireTagsEverywhere(redis, list, durations?.expire).catch((error: Error) => {
      // Not recorded in Redis: other instances keep their copies until they expire by time.
      console.error(`cache tags not expired in Redis: ${error.message}`)
      return Date.now()
    })
    tagExpirationMirror()?.record(list, at)
  }

  resetRequestCache(): void {}
}

function tagsOfValue(value: Value, fetchTags: string[] | undefined): string[] {
  if (fetchTags) return fetchTags
  if (value && 'headers' in value && value.headers) return tagsOfHeader(value.headers[tagsHeader])
  return []
}

function readBuildId(serverDistDir: string | undefined): string {
  try {
    return readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'development'
  }
}

let firstLoadWait: Promise<unknown> | undefined

/** The first lookups wait (a little) for the tag expiries already in Redis. */
function firstLoad(loaded: Promise<void>): Promise<unknown> {
  firstLoadWait ??= Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 2000))])
  return firstLoadWait
}

let lastFaultReportedAt = 0

/** While Redis is away every lookup fails: one line every 10 s says so. */
function reportFault(error: Error): null {
  if (Date.now() - lastFaultReportedAt < 10_000) return null
  lastFaultReportedAt = Date.now()
  console.error(`cache: ${error.message} (pages render from the database meanwhile)`)
  return null
}
