import { expect, test, type APIRequestContext } from '@playwright/test'

import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'
import { cacheExpiryToken } from '../../src/server/cache/cache-expiry-token'
import { baseURL } from '../../playwright.config'
import { runScript } from '../support/database'

import { withDatabase } from './accounts-support'

/**
 * The quick start's single process (no REDIS_URL) keeps its cache in its own memory: `npm run
 * seed` from another shell asks it to expire what the seed may have changed. A settings spec:
 * it changes a project every visitor sees.
 */
const alias = demoProjectAliases.raisingStock
const path = `/projects/${alias}`
const locales = ['he', 'en'] as const

async function page(request: APIRequestContext, lng: string) {
  const response = await request.get(path, { headers: { cookie: `language=${lng}` } })
  expect(response.status(), `${path} (${lng})`).toBe(200)
  return { text: await response.text(), cache: response.headers()['x-cache'] }
}

function setNames(names: Record<(typeof locales)[number], string>) {
  return withDatabase(async (db) => {
    for (const lng of locales)
      await db.query(
        `update projects_locales set name = $1
         where _locale = $2 and _parent_id = (select id from projects where alias = $3)`,
        [names[lng], lng, alias],
      )
  })
}

function expireOnSite(tags: string[], token = cacheExpiryToken()) {
  return fetch(new URL('/api/cache/expire', baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags }),
  })
}

test('content changed outside a request is shown by the running site once `npm run seed` has run, in both languages', async ({
  request,
}) => {
  test.slow()
  const names = await withDatabase(async (db) => {
    const { rows } = await db.query<{ locale: 'he' | 'en'; name: string }>(
      `select l._locale as locale, l.name from projects p
       join projects_locales l on l._parent_id = p.id where p.alias = $1`,
      [alias],
    )
    return Object.fromEntries(rows.map((row) => [row.locale, row.name])) as Record<
      'he' | 'en',
      string
    >
  })
  // The site holds both pages in its cache (the response cache answers them).
  for (const lng of locales)
    await expect.poll(async () => (await page(request, lng)).cache, { timeout: 15_000 }).toBe('HIT')

  const stamp = Date.now()
  const changed = { he: `${names.he} ${stamp}`, en: `${names.en} ${stamp}` }
  // As a script or a manual fix would: straight into the database, no hook, no expiry.
  await setNames(changed)
  try {
    for (const lng of locales) expect((await page(request, lng)).text).not.toContain(changed[lng])

    const seed = await runScript('src/scripts/seed.ts', {
      DATABASE_URI: process.env.DATABASE_URI ?? '',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? '',
      PUBLIC_SITE_URL: baseURL,
      REDIS_URL: '',
    })
    expect(seed.code, seed.output).toBe(0)
    expect(seed.output).toContain(`the site at ${baseURL} expired its cached pages`)
    const expiredAt = Date.now()
    for (const lng of locales) {
      await expect.poll(async () => (await page(request, lng)).text).toContain(changed[lng])
      expect(Date.now() - expiredAt, lng).toBeLessThan(5000)
    }
  } finally {
    await setNames(names)
    expect((await expireOnSite(['_N_T_/layout', 'collection:projects'])).status).toBe(200)
  }
  for (const lng of locales)
    await expect.poll(async () => (await page(request, lng)).text).not.toContain(changed[lng])
})

test('the cache expiry endpoint refuses a caller without the token, and bad input, in the caller’s language', async () => {
  const refused = await expireOnSite(['collection:projects'], 'not-the-token')
  expect(refused.status).toBe(401)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED')

  for (const [lng, text] of [
    ['he', /[\u0590-\u05FF]/],
    ['en', /[A-Za-z]/],
  ] as const) {
    const bad = await fetch(new URL('/api/cache/expire', baseURL), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${cacheExpiryToken()}`,
        'content-type': 'application/json',
        cookie: `language=${lng}`,
      },
      body: JSON.stringify({ tags: [], locale: lng }),
    })
    expect(bad.status).toBe(400)
    const { error } = (await bad.json()) as {
      error: { code: string; fields: { tags: { key: string; message: string } } }
    }
    expect(error.code).toBe('VALIDATION_FAILED')
    expect(error.fields.tags.key).toBe('required')
    expect(error.fields.tags.message).toMatch(text)
  }
})
