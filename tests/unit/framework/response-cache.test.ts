import type { Server } from 'node:http'

import CachePolicy from 'http-cache-semantics'
import { afterEach, describe, expect, it } from 'vitest'

import { createResponseCache } from '@/framework/response-cache'

import { expectCheckedVersions, requireFromApp } from './checked-against'
import { close, listen, nextSending, type Page } from './next-response'

const { getCacheControlHeader } = requireFromApp('next/dist/server/lib/cache-control') as {
  getCacheControlHeader: (cacheControl: { revalidate: number | false; expire?: number }) => string
}

const isrPage = { revalidate: 60, expire: 31_536_000 }
const dynamicPage = { revalidate: 0, expire: undefined }

/**
 * src/framework/response-cache.ts keeps what Next marks shared-cacheable (its ISR pages) and
 * nothing else, by reading the Cache-Control Next sets and copying what Next writes.
 */
describe('guard: the response cache in front of Next (src/framework/response-cache.ts)', () => {
  let server: Server | undefined
  let stopCache: (() => void) | undefined
  afterEach(async () => {
    stopCache?.()
    await close(server)
  })

  it('runs on the Next version it was checked against', () => {
    expectCheckedVersions('response-cache.ts')
  })

  it('reads from Next an ISR page as shared-cacheable and a dynamic page as not', () => {
    const request = { method: 'GET', url: '/projects', headers: {} }
    const policyFor = (cacheControl: string) =>
      new CachePolicy(
        request,
        { status: 200, headers: { 'cache-control': cacheControl } },
        { shared: true },
      )
    const isr = policyFor(getCacheControlHeader(isrPage))
    expect(isr.storable()).toBe(true)
    // At least its s-maxage (stale-while-revalidate adds to it; the cache keeps 10 s at most).
    expect(isr.timeToLive()).toBeGreaterThanOrEqual(60_000)
    expect(policyFor(getCacheControlHeader(dynamicPage)).storable()).toBe(false)
  })

  async function serveThroughCache(page: Page) {
    const cache = createResponseCache({
      maxSeconds: 10,
      maxBytes: 1024 * 1024,
      maxEntryBytes: 64 * 1024,
      variant: () => 'he',
    })
    stopCache = cache.close
    const listening = await listen(cache.wrap(nextSending(page)))
    server = listening.server
    const get = async () => {
      const response = await fetch(`${listening.url}/projects`)
      return { cache: response.headers.get('x-cache'), body: await response.text() }
    }
    return { get, cache }
  }

  const html = `<!DOCTYPE html><html><body>${'<p>שלום, page</p>'.repeat(50)}</body></html>`

  it.each([
    ['sent whole from its cache', false],
    ['streamed as rendered', true],
  ])('keeps an ISR page Next sends %s, and answers its repeat', async (_, streamed) => {
    const { get, cache } = await serveThroughCache({ html, streamed, cacheControl: isrPage })
    expect(await get()).toEqual({ cache: null, body: html })
    expect(cache.size()).toBe(1)
    expect(await get()).toEqual({ cache: 'HIT', body: html })
  })

  it('never keeps a dynamic page Next sends', async () => {
    const { get, cache } = await serveThroughCache({
      html,
      streamed: true,
      cacheControl: dynamicPage,
    })
    await get()
    expect(await get()).toEqual({ cache: null, body: html })
    expect(cache.size()).toBe(0)
  })
})
