import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'

/** HIT when the answer came from a cache: Next's own (ISR) or the shared one in front of it. */
async function cacheHeader(request: APIRequestContext, path: string, cookie: string) {
  const response = await request.get(path, { headers: { cookie } })
  expect(response.status()).toBe(200)
  const headers = response.headers()
  return headers['x-cache'] === 'HIT' ? 'HIT' : headers['x-nextjs-cache']
}

/**
 * Asks until the page comes from a cache (the first request renders the page; a publish by a
 * test running alongside may expire it once more).
 */
async function expectCached(request: APIRequestContext, path: string, cookie: string) {
  await expect
    .poll(() => cacheHeader(request, path, cookie), { message: `${path} (${cookie})` })
    .toBe('HIT')
}

const project = `/projects/${demoProjectAliases.raisingBonds}`

test('visitors get public pages from the cache, per filter, page and tab', async ({ request }) => {
  for (const lng of ['he', 'en']) {
    const cookie = `language=${lng}`
    for (const path of [
      '/',
      '/policy/privacy',
      '/projects',
      '/projects?status=raising&page=1',
      '/investment_opportunities?status=finished',
      project,
      `${project}?tab=team`,
    ])
      await expectCached(request, path, cookie)
  }
})

test('signed-in investors and editors in preview get the catalogue and projects per request', async ({
  request,
}) => {
  for (const cookie of ['language=en; signed_in=1', 'language=en; __prerender_bypass=x']) {
    for (const path of ['/projects', project]) {
      await cacheHeader(request, path, cookie)
      expect(await cacheHeader(request, path, cookie), `${path} (${cookie})`).not.toBe('HIT')
    }
  }
})

test('the shared cache in front of Next answers repeat visits, never a request with a session', async ({
  request,
}) => {
  const path = '/how-it-works'
  const sharedCache = async (cookie: string) => {
    const response = await request.get(path, { headers: { cookie } })
    expect(response.status()).toBe(200)
    return response.headers()['x-cache'] ?? 'MISS'
  }
  // A publish by a test running alongside empties it, so ask until a repeat is answered from it.
  await expect.poll(() => sharedCache('language=en')).toBe('HIT')
  for (const cookie of ['language=en; payload-token=x', 'language=en; investor_session=x']) {
    await sharedCache(cookie)
    expect(await sharedCache(cookie), cookie).toBe('MISS')
  }
})

test('public pictures come from the shared cache, marked for browsers to keep', async ({
  page,
  request,
}) => {
  await page.goto('/?lng=en')
  const picture = await page.locator('img[src*="/api/media/file/"]').first().getAttribute('src')
  expect(picture).toMatch(/\.webp$/)
  const fetchPicture = async () => {
    const response = await request.get(picture!, { headers: { cookie: 'language=he' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/webp')
    expect(response.headers()['cache-control']).toContain('public')
    return response.headers()['x-cache'] ?? 'MISS'
  }
  await expect.poll(fetchPicture).toBe('HIT')
  // Headers only, as link checkers and caches ask: the same answer without the picture.
  const headers = await request.head(picture!)
  expect(headers.status()).toBe(200)
  expect(headers.headers()['content-type']).toBe('image/webp')
  expect((await headers.body()).length).toBe(0)
  const withSession = await request.get(picture!, { headers: { cookie: 'payload-token=x' } })
  expect(withSession.headers()['x-cache']).toBeUndefined()
})
