import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { visitorCacheVariant } from '@/domain/http/visitor-cache-variant'
import { createResponseCache, purgeResponseCache, type Handler } from '@/framework/response-cache'

/**
 * The shared cache over real HTTP, in front of a handler that answers as Next does: ISR pages with
 * `s-maxage`, dynamic ones `private, no-store`, a language switch with `Set-Cookie`.
 */
let server: Server | undefined
let cache: ReturnType<typeof createResponseCache> | undefined
let rendered = 0

const origin: Handler = (req, res) => {
  rendered += 1
  const url = new URL(req.url ?? '/', 'http://test')
  if (url.pathname === '/account') {
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  } else if (url.pathname.startsWith('/api/media/file/')) {
    // As Payload answers for the public media collection (src/collections/Media.ts), with the
    // `Vary` header twice, as Next and Payload each add theirs.
    res.setHeader('Cache-Control', 'public, max-age=3600, s-maxage=3600')
    res.setHeader('Vary', ['Sec-CH-Prefers-Color-Scheme', 'RSC'])
  } else {
    res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940')
    res.setHeader('Vary', 'RSC, Accept-Encoding')
  }
  if (url.searchParams.has('lng')) res.setHeader('Set-Cookie', 'language=en; Path=/')
  if (url.pathname === '/missing') res.statusCode = 404
  const variant = req.headers.rsc ? 'flight' : 'html'
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.write(`render ${rendered} `)
  res.end(`${variant} of ${url.pathname}`)
}

async function start(maxSeconds = 10): Promise<string> {
  cache = createResponseCache({
    maxSeconds,
    maxBytes: 1024 * 1024,
    maxEntryBytes: 64 * 1024,
    variant: (req) =>
      visitorCacheVariant({
        url: req.url ?? '/',
        cookieHeader: req.headers.cookie,
        hasAuthorization: Boolean(req.headers.authorization),
        lookupCountry: () => 'IL',
      }),
  })
  server = createServer(cache.wrap(origin))
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  cache?.close()
  rendered = 0
})

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers })

describe('shared response cache for visitors', () => {
  it('answers a repeat from the cache with its age, without asking the page again', async () => {
    const base = await start()
    const first = await get(`${base}/projects`)
    expect(await first.text()).toBe('render 1 html of /projects')
    const second = await get(`${base}/projects`)
    expect(await second.text()).toBe('render 1 html of /projects')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('age')).not.toBeNull()
    expect(rendered).toBe(1)
  })

  it('keeps each language and each Vary variant apart', async () => {
    const base = await start()
    await get(`${base}/projects`, { cookie: 'language=he' })
    const english = await get(`${base}/projects`, { cookie: 'language=en' })
    expect(english.headers.get('x-cache')).toBeNull()
    const flight = await get(`${base}/projects`, { cookie: 'language=en', rsc: '1' })
    expect(await flight.text()).toBe('render 3 flight of /projects')
    const html = await get(`${base}/projects`, { cookie: 'language=en' })
    expect(await html.text()).toBe('render 2 html of /projects')
    // Geo picks Hebrew for this visitor, the same answer as the Hebrew cookie's.
    expect((await get(`${base}/projects`)).headers.get('x-cache')).toBe('HIT')
  })

  it('never serves or stores for sessions, previews or private answers', async () => {
    const base = await start()
    for (const cookie of [
      'signed_in=1',
      'investor_session=abc',
      'payload-token=abc',
      '__prerender_bypass=x',
    ]) {
      await get(`${base}/projects`, { cookie })
      expect((await get(`${base}/projects`, { cookie })).headers.get('x-cache')).toBeNull()
    }
    await get(`${base}/projects`, { authorization: 'JWT abc' })
    for (const path of ['/account', '/projects?lng=en', '/missing', '/api/projects', '/a.svg'])
      await get(base + path)
    const repeats = await Promise.all(
      ['/account', '/projects?lng=en', '/missing', '/api/projects', '/a.svg'].map((path) =>
        get(base + path),
      ),
    )
    expect(repeats.map((response) => response.headers.get('x-cache'))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })

  it('shares public pictures across languages, never videos or with a session', async () => {
    const base = await start()
    const picture = `${base}/api/media/file/cover-640x400.webp`
    await get(picture, { cookie: 'language=he' })
    const english = await get(picture, { cookie: 'language=en' })
    expect(english.headers.get('x-cache')).toBe('HIT')
    expect(await english.text()).toBe('render 1 html of /api/media/file/cover-640x400.webp')
    expect((await get(picture, { cookie: 'payload-token=abc' })).headers.get('x-cache')).toBeNull()

    const video = `${base}/api/media/file/tour.mp4`
    await get(video)
    expect((await get(video)).headers.get('x-cache')).toBeNull()
    expect(rendered).toBe(4)
  })

  it('starts afresh after a publish and keeps nothing rendered just after it', async () => {
    const base = await start()
    await get(`${base}/blog`)
    purgeResponseCache()
    expect(await (await get(`${base}/blog`)).text()).toBe('render 2 html of /blog')
    // Within the settling moment the new answer is served but not kept.
    expect(await (await get(`${base}/blog`)).text()).toBe('render 3 html of /blog')
  })

  it("is emptied by a publish in another copy of the module, as Next's bundle has", async () => {
    const base = await start()
    vi.resetModules()
    const nextsCopy = await import('@/framework/response-cache')
    expect(nextsCopy.purgeResponseCache).not.toBe(purgeResponseCache)
    await get(`${base}/blog`)
    expect((await get(`${base}/blog`)).headers.get('x-cache')).toBe('HIT')
    nextsCopy.purgeResponseCache()
    expect(await (await get(`${base}/blog`)).text()).toBe('render 2 html of /blog')
  })

  it('a closed cache is no longer reached by purges', async () => {
    const base = await start()
    await get(`${base}/blog`)
    cache!.close()
    purgeResponseCache()
    expect((await get(`${base}/blog`)).headers.get('x-cache')).toBe('HIT')
  })

  it('keeps an answer no longer than the configured limit', async () => {
    const base = await start(1)
    await get(`${base}/blog`)
    expect((await get(`${base}/blog`)).headers.get('x-cache')).toBe('HIT')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await get(`${base}/blog`)).headers.get('x-cache')).toBeNull()
  })
})
