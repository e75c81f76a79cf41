import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { decodeCacheValue, encodeCacheValue } from '@/framework/cache-value-codec'
import RedisCacheHandler from '@/framework/redis-cache-handler'

import { expectCheckedVersions, requireFromApp } from './checked-against'

type Call = { method: string; args: unknown[] }
type HandlerClass = new (context: Record<string, unknown>) => object
type IncrementalCache = {
  cacheHandler?: object
  get: (key: string, context: object) => Promise<{ value: unknown; cacheControl?: unknown } | null>
  set: (key: string, value: object, context: object) => Promise<void>
  revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void>
}

const incrementalCacheModule = requireFromApp('next/dist/server/lib/incremental-cache') as {
  CacheHandler: { prototype: object }
  IncrementalCache: new (options: Record<string, unknown>) => IncrementalCache
}
const FileSystemCache = (
  requireFromApp('next/dist/server/lib/incremental-cache/file-system-cache') as {
    default: new (options: Record<string, unknown>) => {
      get: (key: string, context: object) => Promise<{ value: Record<string, unknown> } | null>
      set: (key: string, value: object, context: object) => Promise<void>
    }
  }
).default
const { nodeFs } = requireFromApp('next/dist/server/lib/node-fs-methods') as { nodeFs: object }
const { NEXT_CACHE_TAGS_HEADER } = requireFromApp('next/dist/lib/constants') as {
  NEXT_CACHE_TAGS_HEADER: string
}

const methodsOf = (prototype: object) =>
  Object.getOwnPropertyNames(prototype)
    .filter((name) => name !== 'constructor')
    .sort()

/** An Incremental cache as Next builds one per request, around `Handler`. */
function nextIncrementalCache(Handler: HandlerClass, serverDistDir: string): IncrementalCache {
  const preview = { previewModeId: 'id', previewModeSigningKey: 'k', previewModeEncryptionKey: 'e' }
  return new incrementalCacheModule.IncrementalCache({
    dev: false,
    minimalMode: false,
    requestHeaders: {},
    serverDistDir,
    fetchCacheKeyPrefix: '',
    previewProps: preview,
    prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview },
    CurCacheHandler: Handler,
  })
}

/** The route a page belongs to, as Next names it in its cache keys. */
const projectsRoute = { kind: 'APP_PAGE', sourceRoute: '/(frontend)/[locale]/projects/page' }

const page = {
  kind: 'APP_PAGE',
  html: '<!DOCTYPE html><p>שלום</p>',
  rscData: Buffer.from('0:["$","p",null,{}]\n'),
  headers: { [NEXT_CACHE_TAGS_HEADER]: '_N_T_/layout,_N_T_/projects/page,collection:projects' },
  status: 200,
  postponed: undefined,
  segmentData: new Map([
    ['/_tree', Buffer.from([0, 1, 2, 255])],
    ['/_full', Buffer.from('segment')],
  ]),
}

/**
 * src/framework/redis-cache-handler.ts implements Next's cache-handler interface (imported from
 * Next's internal path) and stores Next's values through cache-value-codec.ts.
 */
describe('guard: the Redis cache handler (src/framework/redis-cache-handler.ts)', () => {
  let dir: string
  let serverDistDir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'next-cache-'))
    serverDistDir = path.join(dir, '.next', 'server')
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    await rm(dir, { recursive: true, force: true })
  })

  it('runs on the Next version it was checked against', () => {
    expectCheckedVersions('redis-cache-handler.ts')
    expectCheckedVersions('cache-value-codec.ts')
  })

  it('implements every method of Next’s cache-handler interface, and Next asks for no other', () => {
    const nextMethods = methodsOf(incrementalCacheModule.CacheHandler.prototype)
    expect(nextMethods).toEqual(['get', 'resetRequestCache', 'revalidateTag', 'set'])
    expect(methodsOf(RedisCacheHandler.prototype)).toEqual(nextMethods)
  })

  it('is given by Next what it reads: the build folder, the tags, the lifetimes', async () => {
    const calls: Call[] = []
    let context: Record<string, unknown> = {}
    let stored: { value: unknown; cacheControl: unknown } | null = null
    class Recording {
      constructor(given: Record<string, unknown>) {
        context = given
      }
      async get(...args: unknown[]) {
        calls.push({ method: 'get', args })
        return stored && { lastModified: Date.now(), ...stored }
      }
      async set(...args: unknown[]) {
        calls.push({ method: 'set', args })
        const [, value, setContext] = args as [string, unknown, { cacheControl?: unknown }]
        if (setContext.cacheControl) stored = { value, cacheControl: setContext.cacheControl }
      }
      async revalidateTag(...args: unknown[]) {
        calls.push({ method: 'revalidateTag', args })
      }
      resetRequestCache() {}
    }
    const cache = nextIncrementalCache(Recording, serverDistDir)
    // Where the handler finds BUILD_ID, and the tags expired before this request.
    expect(context.serverDistDir).toBe(serverDistDir)
    expect(Array.isArray(context.revalidatedTags)).toBe(true)

    // Data read with unstable_cache: its tags on the store and on the lookup.
    const fetched = {
      kind: 'FETCH',
      data: { headers: {}, body: 'e30=', status: 200 },
      revalidate: 60,
    }
    await cache.set('data-key', fetched, {
      fetchCache: true,
      tags: ['collection:projects'],
      fetchUrl: 'unstable_cache',
      fetchIdx: 0,
    })
    await cache.get('data-key', {
      kind: 'FETCH',
      revalidate: 60,
      fetchUrl: 'unstable_cache',
      fetchIdx: 0,
      tags: ['collection:projects'],
      softTags: ['_N_T_/layout'],
    })
    const [dataSet, dataGet] = calls
    expect(dataSet?.args[2]).toMatchObject({ fetchCache: true, tags: ['collection:projects'] })
    expect(dataGet?.args[1]).toMatchObject({
      kind: 'FETCH',
      tags: ['collection:projects'],
      softTags: ['_N_T_/layout'],
    })

    // A rendered page: its lifetime on the store, and Next serving the lifetime the handler kept.
    const lifetime = { revalidate: 60, expire: 300 }
    const route = { route: projectsRoute, isRoutePPREnabled: false, isFallback: false }
    await cache.set('/projects', page, { cacheControl: lifetime, ...route })
    const entry = await cache.get('/projects', { kind: 'APP_PAGE', ...route })
    expect(calls[2]?.args[2]).toMatchObject({ cacheControl: lifetime })
    expect(entry?.value).toBe(page)
    expect(entry?.cacheControl).toEqual(lifetime)

    await cache.revalidateTag(['collection:projects'], { expire: 0 })
    expect(calls.at(-1)).toEqual({
      method: 'revalidateTag',
      args: [['collection:projects'], { expire: 0 }],
    })
  })

  it('is constructed by Next as its cache handler, and misses without Redis', async () => {
    vi.stubEnv('REDIS_URL', '')
    const cache = nextIncrementalCache(RedisCacheHandler as unknown as HandlerClass, serverDistDir)
    expect(cache.cacheHandler).toBeInstanceOf(RedisCacheHandler)
    const route = { route: projectsRoute, isRoutePPREnabled: false, isFallback: false }
    await expect(cache.get('/projects', { kind: 'APP_PAGE', ...route })).resolves.toBeNull()
  })

  it('keeps a page Next reads back from its own cache whole: Buffers, Map and tags', async () => {
    const context = { cacheControl: { revalidate: 60, expire: 300 }, isRoutePPREnabled: false }
    const write = new FileSystemCache({ fs: nodeFs, serverDistDir, flushToDisk: true })
    await write.set('/projects', page, { ...context, isFallback: false })
    const read = new FileSystemCache({ fs: nodeFs, serverDistDir, flushToDisk: true })
    const entry = await read.get('/projects', { kind: 'APP_PAGE', ...context, isFallback: false })
    const value = entry?.value as typeof page
    // What Next builds when it reads a page back (not the object written above).
    expect(value.rscData).not.toBe(page.rscData)
    expect(value.segmentData).toBeInstanceOf(Map)

    const decoded = decodeCacheValue<{ value: typeof page }>(encodeCacheValue(entry))
    expect(decoded).toEqual(entry)
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true)
    expect(decoded.value.segmentData).toBeInstanceOf(Map)
    expect([...decoded.value.segmentData.values()].every((part) => Buffer.isBuffer(part))).toBe(
      true,
    )
    // The handler reads a page's tags from this header (redis-cache-handler.ts, tagsHeader).
    expect(NEXT_CACHE_TAGS_HEADER).toBe('x-next-cache-tags')
    expect(decoded.value.headers[NEXT_CACHE_TAGS_HEADER]).toBe(page.headers[NEXT_CACHE_TAGS_HEADER])
  })
})
