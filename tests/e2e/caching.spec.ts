import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoProjectAliases } from '../../src/server/seed/demo-projects-data'

async function cacheHeader(request: APIRequestContext, path: string, cookie: string) {
  const response = await request.get(path, { headers: { cookie } })
  expect(response.status()).toBe(200)
  return response.headers()['x-nextjs-cache']
}

/**
 * Asks until Next answers from its cache (the first request renders the page; a publish by a
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
