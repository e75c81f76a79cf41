import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { Redis } from 'ioredis'
import type { CacheHandler } from 'next/dist/server/lib/incremental-cache'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedisServer } from '../support/redis-server'

type Handler = InstanceType<typeof import('@/framework/redis-cache-handler').default>
type PageValue = Parameters<CacheHandler['set']>[1]

const password = 'int-cache-Secret-4412'
type GetContext = Parameters<CacheHandler['get']>[1]
const pageContext = {
  kind: 'APP_PAGE',
  isRoutePPREnabled: false,
  isFallback: false,
} as unknown as GetContext

/** A rendered page's cache value, as Next hands it to the handler. */
function page(html: string, tags: string): PageValue {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc ${html}`),
    status: 200,
    headers: { 'x-next-cache-tags': tags },
    postponed: undefined,
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  } as unknown as PageValue
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 2000) {
  const until = Date.now() + ms
  let value = await read()
  while (!ok(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    value = await read()
  }
  return value
}

describe('Next cache in Redis (several instances, one cache)', () => {
  let redis: Awaited<ReturnType<typeof startRedisServer>>
  let Handler: typeof import('@/framework/redis-cache-handler').default
  let tags: typeof import('@/server/cache/shared-tag-expirations')
  let outside: typeof import('@/server/cache/expire-tags-outside-next')
  let clock: typeof import('@/server/cache/request-clock')
  let handler: Handler
  let distDir: string

  async function buildDir(buildId: string) {
    const root = await mkdtemp(path.join(tmpdir(), 'next-build-'))
    await writeFile(path.join(root, 'BUILD_ID'), buildId)
    return path.join(root, 'server')
  }

  beforeAll(async () => {
    redis = await startRedisServer(password)
    process.env.REDIS_URL = `redis://:${password}@127.0.0.1:${redis.port}/0`
    Handler = (await import('@/framework/redis-cache-handler')).default
    tags = await import('@/server/cache/shared-tag-expirations')
    outside = await import('@/server/cache/expire-tags-outside-next')
    clock = await import('@/server/cache/request-clock')
    distDir = await buildDir('build-one')
    handler = new Handler({ revalidatedTags: [], serverDistDir: distDir, _requestHeaders: {} })
  })

  afterAll(async () => {
    await redis?.stop()
    delete process.env.REDIS_URL
  })

  it('stores a rendered page with its Buffers and Maps and serves it back', async () => {
    await handler.set('/he/about', page('<p>אודות</p>', '_N_T_/layout,page:about'), {
      cacheControl: { revalidate: 60, expire: undefined },
    })
    const entry = await handler.get('/he/about', pageContext)
    const value = entry?.value as unknown as {
      html: string
      rscData: Buffer
      segmentData: Map<string, Buffer>
    }
    expect(value.html).toBe('<p>אודות</p>')
    expect(value.rscData.toString()).toBe('rsc <p>אודות</p>')
    expect(value.segmentData.get('/_tree')?.toString()).toBe('tree')
    expect(entry?.cacheControl).toEqual({ revalidate: 60 })
  })

  it('another build does not serve this build’s pages', async () => {
    const other = new Handler({
      revalidatedTags: [],
      serverDistDir: await buildDir('build-two'),
      _requestHeaders: {},
    })
    expect(await other.get('/he/about', pageContext)).toBeNull()
  })

  it('a tag expired by a script outside Next (as the seed does) drops the page within 2 s, and every listener hears it', async () => {
    await handler.set('/en/about', page('<p>About</p>', '_N_T_/layout,page:about'), {})
    await new Promise((resolve) => setTimeout(resolve, 2100)) // past the settle window
    expect(await handler.get('/en/about', pageContext)).not.toBeNull()

    const heard: string[][] = []
    const stop = tags.tagExpirationMirror()!.onExpired((expired) => heard.push(expired))
    const watcher = new Redis(process.env.REDIS_URL!)
    const messages: string[] = []
    await watcher.subscribe('cache:tags-expired')
    watcher.on('message', (_channel: string, message: string) => messages.push(message))

    expect(await outside.expireTagsOutsideNext(['page:about'])).toEqual({ via: 'redis' })
    const after = await eventually(
      () => handler.get('/en/about', pageContext),
      (entry) => entry === null,
    )
    expect(after).toBeNull()
    expect(heard).toContainEqual(['page:about'])
    await eventually(
      async () => messages.length,
      (count) => count > 0,
    )
    expect(JSON.parse(messages[0]!)).toMatchObject({ tags: ['page:about'] })
    stop()
    watcher.disconnect()
  })

  it('a page rendered across an expiry is not served; one stored after the settle window is', async () => {
    await handler.revalidateTag('page:contacts')
    await handler.set('/he/contacts', page('<p>old?</p>', 'page:contacts'), {})
    expect(await handler.get('/he/contacts', pageContext)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect(await handler.get('/he/contacts', pageContext)).toBeNull() // the next render's lookup
    await handler.set('/he/contacts', page('<p>new</p>', 'page:contacts'), {})
    expect(await handler.get('/he/contacts', pageContext)).not.toBeNull()
  })

  it('a slow render that began before an expiry is not served, however late it is stored', async () => {
    await clock.runWithRequestClock(async () => {
      expect(await handler.get('/en/slow', pageContext)).toBeNull() // the miss that starts the render
      await sleep(100)
      await handler.revalidateTag('page:slow')
      await sleep(2500) // longer than the settle window
      await handler.set('/en/slow', page('<p>read before the publish</p>', 'page:slow'), {})
    })
    expect(await handler.get('/en/slow', pageContext)).toBeNull()
    await clock.runWithRequestClock(() =>
      handler.set('/en/slow', page('<p>rendered after it</p>', 'page:slow'), {}),
    )
    expect(await handler.get('/en/slow', pageContext)).not.toBeNull()
  })

  it('of two renders of one page, the one begun before the publish is dropped even when it stores last', async () => {
    let freshStored = () => {}
    const freshStoredSignal = new Promise<void>((resolve) => (freshStored = resolve))
    const before = clock.runWithRequestClock(async () => {
      await handler.get('/he/race', pageContext)
      await freshStoredSignal // slower than the render that began after the publish
      await handler.set('/he/race', page('<p>before the publish</p>', 'page:race'), {})
    })
    await sleep(100)
    await handler.revalidateTag('page:race')
    await sleep(2100) // past the settle window: the next render reads the published content
    await clock.runWithRequestClock(async () => {
      await handler.get('/he/race', pageContext)
      await handler.set('/he/race', page('<p>after the publish</p>', 'page:race'), {})
    })
    freshStored()
    await before
    // The older render's store replaced the newer one in Redis; it must not be served.
    expect(await handler.get('/he/race', pageContext)).toBeNull()
  })

  it('data cached with unstable_cache expires by its own tags and by the page’s implicit ones', async () => {
    const data = { kind: 'FETCH', data: { headers: {}, body: '{"n":1}', url: '' }, revalidate: 60 }
    const set = (key: string) =>
      handler.set(key, data as unknown as PageValue, { fetchCache: true, tags: ['project:a'] })
    const get = (key: string, softTags: string[] = []) =>
      handler.get(key, { kind: 'FETCH', tags: ['project:a'], softTags } as never)
    await set('data-1')
    await set('data-2')
    await new Promise((resolve) => setTimeout(resolve, 2100))
    expect(await get('data-1')).not.toBeNull()

    await handler.revalidateTag(['project:a'])
    expect(await get('data-1')).toBeNull()

    await handler.revalidateTag('_N_T_/he/projects/a')
    expect(await get('data-2', ['_N_T_/he/projects/a'])).toBeNull()
  })

  it('keeps the later moment when two processes expire one tag', async () => {
    const client = new Redis(process.env.REDIS_URL!)
    await tags.expireTagsEverywhere(client, ['page:race'], 60)
    const later = Number(await client.hget('cache:tag-expirations', 'page:race'))
    await tags.expireTagsEverywhere(client, ['page:race'])
    expect(Number(await client.hget('cache:tag-expirations', 'page:race'))).toBe(later)
    client.disconnect()
  })

  it('with Redis gone a lookup is a quick miss and a store a no-op, never an error', async () => {
    await redis.stop()
    const started = Date.now()
    expect(await handler.get('/he/about', pageContext)).toBeNull()
    await expect(handler.set('/he/x', page('x', 'a'), {})).resolves.toBeUndefined()
    await expect(handler.revalidateTag('a')).resolves.toBeUndefined()
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
