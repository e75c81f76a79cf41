import { existsSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { tagSettleMs } from '../../src/domain/cache/tag-expiry'
import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'
import { appServerEnv } from '../../playwright.config'
import { startAppInstance, type AppInstance } from '../../src/server/dev/start-app-instance'
import { runScript } from '../support/database'
import { freePort, startRedisServer } from '../support/redis-server'
import { startS3StandIn, type S3StandIn } from '../support/s3-stand-in'

import {
  registerViaApi,
  strongPassword,
  uniqueEmail,
  uniqueIp,
  withDatabase,
} from './accounts-support'
import { staffAuthHeaders } from './staff'

/**
 * Two production instances on two ports, as behind a load balancer: one PostgreSQL (the tests'),
 * one Redis (Next's cache and its tags, the purge of the response cache), one S3 bucket (the
 * stand-in) for uploads. What one instance does the other must show. A settings spec: it publishes content every visitor sees.
 */
test.describe.configure({ mode: 'serial' })

let redis: Awaited<ReturnType<typeof startRedisServer>>
let redisUrl: string
let s3: S3StandIn
let a: AppInstance
let b: AppInstance

test.beforeAll(async () => {
  test.setTimeout(300_000)
  const password = 'e2e-redis-Secret-5120'
  redis = await startRedisServer(password)
  s3 = await startS3StandIn()
  const shared = {
    DATABASE_URI: process.env.DATABASE_URI ?? '',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? '',
    REDIS_URL: (redisUrl = `redis://:${password}@127.0.0.1:${redis.port}/0`),
    ...s3.env,
    // Both schedulers on, each every second: a due job must still run once.
    SCHEDULED_JOBS_INTERVAL_SECONDS: '1',
  }
  const [portA, portB] = [await freePort(), await freePort()]
  ;[a, b] = await Promise.all([
    startAppInstance(portA, { ...appServerEnv(portA), ...shared }),
    startAppInstance(portB, { ...appServerEnv(portB), ...shared }),
  ])
})

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await redis?.stop()
  await s3?.stop()
})

/** Reads a page from an instance as a visitor in `lng` (no session: the cached copy). */
async function pageText(request: APIRequestContext, base: string, path: string, lng: string) {
  const response = await request.get(`${base}${path}`, { headers: { cookie: `language=${lng}` } })
  expect(response.status(), `${base}${path} (${lng})`).toBe(200)
  return response.text()
}

/**
 * Asks the instance for `path` until it answers with `text`; returns how long after the first
 * request the request that got it was sent (ms): how long the old copy was still served, not
 * counting the render of the new one, which on a loaded two-core machine alone can take seconds.
 */
async function servedWithin(
  request: APIRequestContext,
  base: string,
  path: string,
  lng: string,
  text: string,
) {
  const started = Date.now()
  for (;;) {
    const sentAt = Date.now()
    if ((await pageText(request, base, path, lng)).includes(text)) return sentAt - started
    expect(Date.now() - started, `${base}${path} (${lng}) never showed "${text}"`).toBeLessThan(
      15_000,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

test('an edit published through one instance is served by the other within 2 s, in both languages and in the catalogue', async ({
  request,
}) => {
  const auth = await staffAuthHeaders(request)
  const found = await request.get(
    `${a.url}/api/projects?where[alias][equals]=${demoProjectAliases.raisingBonds}&locale=all&depth=0`,
    { headers: auth },
  )
  const project = (
    (await found.json()) as { docs: { id: number; name: { he: string; en: string } }[] }
  ).docs[0]!
  const projectPath = `/projects/${demoProjectAliases.raisingBonds}`
  const stamp = Date.now()
  const renamed = { he: `${project.name.he} ${stamp}`, en: `${project.name.en} ${stamp}` }

  // The catalogue's page that lists it (other tests add projects before it; the order is by
  // status, dates and alias, so a new name does not move it).
  let cataloguePath = ''
  for (let page = 1; page <= 10 && !cataloguePath; page++) {
    const path = `/projects?status=raising&page=${page}`
    if ((await pageText(request, b.url, path, 'en')).includes(project.name.en)) cataloguePath = path
  }
  expect(cataloguePath, 'the project in the catalogue').not.toBe('')

  // B has the current pages in its caches (its response cache and Next's, in Redis).
  for (const lng of ['he', 'en'] as const) {
    for (const path of [projectPath, cataloguePath]) {
      await pageText(request, b.url, path, lng)
      expect(await pageText(request, b.url, path, lng)).toContain(project.name[lng])
    }
  }

  try {
    for (const lng of ['he', 'en'] as const) {
      const saved = await request.patch(`${a.url}/api/projects/${project.id}?locale=${lng}`, {
        headers: auth,
        data: { name: renamed[lng], _status: 'published' },
      })
      expect(saved.status(), await saved.text()).toBe(200)
    }
    for (const lng of ['he', 'en'] as const) {
      for (const path of [projectPath, cataloguePath]) {
        const took = await servedWithin(request, b.url, path, lng, renamed[lng])
        expect(took, `${path} (${lng}) on B`).toBeLessThan(2000)
      }
    }
  } finally {
    for (const lng of ['he', 'en'] as const)
      await request.patch(`${a.url}/api/projects/${project.id}?locale=${lng}`, {
        headers: auth,
        data: { name: project.name[lng], _status: 'published' },
      })
  }
  // The restored name reaches B as well: the renamed page is gone in both languages.
  for (const lng of ['he', 'en'] as const)
    await expect
      .poll(async () => (await pageText(request, b.url, projectPath, lng)).includes(renamed[lng]))
      .toBe(false)
})

test('content changed outside a request is served as soon as `npm run seed` has run', async ({
  request,
}) => {
  test.slow()
  const path = `/projects/${demoProjectAliases.raisingBonds}`
  const { id, name } = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number; name: string }>(
      `select p.id, l.name from projects p join projects_locales l on l._parent_id = p.id
       where p.alias = $1 and l._locale = 'he'`,
      [demoProjectAliases.raisingBonds],
    )
    return rows[0]!
  })
  // The previous test's last publish is under 2 s old: until its settle window has passed, no
  // render is kept (src/domain/cache/tag-expiry.ts), and the page must be cached for this test.
  await new Promise((resolve) => setTimeout(resolve, tagSettleMs + 200))
  for (const instance of [a, b]) {
    await pageText(request, instance.url, path, 'he')
    expect(await pageText(request, instance.url, path, 'he')).toContain(name)
  }

  // As a script or a manual fix would: straight into the database, no hook, no expiry.
  const changed = `${name} ${Date.now()}`
  const setName = (value: string) =>
    withDatabase((db) =>
      db.query(`update projects_locales set name = $1 where _parent_id = $2 and _locale = 'he'`, [
        value,
        id,
      ]),
    )
  await setName(changed)
  try {
    expect(await pageText(request, b.url, path, 'he')).not.toContain(changed)
    const seedEnv = {
      DATABASE_URI: process.env.DATABASE_URI ?? '',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? '',
      REDIS_URL: redisUrl,
    }
    // runScript loads Lexical's production files: its Node entry's top-level await once ended
    // this script with exit code 13 here, beside two running instances.
    const seed = await runScript('src/scripts/seed.ts', seedEnv)
    expect(seed.code, seed.output).toBe(0)
    expect(seed.output).toContain('cached pages were expired')
    for (const instance of [a, b]) {
      const took = await servedWithin(request, instance.url, path, 'he', changed)
      expect(took, instance.url).toBeLessThan(2000)
    }
  } finally {
    await setName(name)
  }
})

test('a session opened on one instance is honoured by the other', async ({ playwright, page }) => {
  const email = uniqueEmail('two-instances')
  const api = await playwright.request.newContext({ baseURL: a.url })
  await registerViaApi(api, { email, name: 'Noa Levi', locale: 'he' })
  const login = await api.post(`${a.url}/api/login`, {
    headers: { 'X-Forwarded-For': uniqueIp() },
    data: { login: email, password: strongPassword },
  })
  expect(login.status()).toBe(200)
  // Cookies belong to the host, not the port: the same jar reaches B, as behind one address.
  const user = await api.get(`${b.url}/api/user`)
  expect(user.status()).toBe(200)
  expect(((await user.json()) as { user: { email: string } }).user.email).toBe(email)

  await page.context().addCookies(await api.storageState().then((state) => state.cookies))
  // The browser, with the cookie A set, is signed in on B's pages too.
  await page.goto(`${b.url}/investor/profile`)
  await expect(page).toHaveURL(/\/investor\/profile$/)
  await expect(page.getByRole('link', { name: 'הפרופיל שלי' })).toContainText('Noa Levi')
  await api.dispose()
})

test('a rate limit counts the requests made to both instances', async ({ request }) => {
  const email = uniqueEmail('two-instances-limit')
  await registerViaApi(request, { email })
  const ip = uniqueIp()
  const ask = (base: string) =>
    request.get(`${base}/api/user-exists/${encodeURIComponent(email)}`, {
      headers: { 'X-Forwarded-For': ip },
    })
  // The limit is 10 an hour per address: five on each instance use it up.
  for (let i = 0; i < 5; i++) {
    expect((await ask(a.url)).status()).toBe(200)
    expect((await ask(b.url)).status()).toBe(200)
  }
  expect((await ask(a.url)).status()).toBe(429)
  expect((await ask(b.url)).status()).toBe(429)
})

test('an image uploaded through one instance is served by the other', async ({ request }) => {
  const auth = await staffAuthHeaders(request)
  const sharp = (await import('sharp')).default
  const png = await sharp({
    create: { width: 64, height: 40, channels: 3, background: { r: 20, g: 120, b: 90 } },
  })
    .png()
    .toBuffer()
  const name = `two-instances-${Date.now()}.png`
  const uploaded = await request.post(`${a.url}/api/media`, {
    headers: auth,
    multipart: {
      file: { name, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'תמונת בדיקה', altInOtherLanguage: 'A test picture' }),
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { doc } = (await uploaded.json()) as {
    doc: { id: number; url: string; filename: string }
  }
  try {
    // In the bucket both instances share, not on the disk of the one that took it.
    expect(await s3.keys('media/public/')).toContain(`media/public/${doc.filename}`)
    expect(existsSync(path.join('media/public', doc.filename))).toBe(false)
    const served = await request.get(`${b.url}${new URL(doc.url, b.url).pathname}`)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toMatch(/^image\//)
    expect((await served.body()).length).toBeGreaterThan(0)
  } finally {
    await request.delete(`${a.url}/api/media/${doc.id}`, { headers: auth })
  }
})

test('a scheduled publish is applied once with both instances’ schedulers on', async ({
  request,
}) => {
  const auth = await staffAuthHeaders(request)
  const slug = `two-instances-${Date.now()}`
  const source = await request.get(
    `${a.url}/api/posts?limit=1&depth=0&locale=he&where[_status][equals]=published`,
    { headers: auth },
  )
  const post = ((await source.json()) as { docs: Record<string, unknown>[] }).docs[0]!
  const created = await request.post(`${a.url}/api/posts?locale=he&draft=true`, {
    headers: auth,
    data: {
      title: `פוסט מתוזמן ${slug}`,
      slug,
      excerpt: post.excerpt,
      content: post.content,
      kind: 'blog',
      _status: 'draft',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    // Due now: whichever scheduler asks first runs it, and the other must find nothing to do.
    const jobId = await withDatabase(async (db) => {
      const { rows } = await db.query<{ id: number }>(
        `insert into payload_jobs (input, task_slug, queue, wait_until)
         values ($1, 'schedulePublish', 'default', now()) returning id`,
        [JSON.stringify({ type: 'publish', doc: { relationTo: 'posts', value: String(doc.id) } })],
      )
      return rows[0]!.id
    })
    await expect
      .poll(async () => (await request.get(`${b.url}/blog/${slug}?lng=he`)).status(), {
        timeout: 20_000,
      })
      .toBe(200)
    // Give the slower scheduler time to have tried as well.
    await new Promise((resolve) => setTimeout(resolve, 3000))
    // Each run of the job saves a published version: exactly one means it ran once. Payload
    // removes a job once it completed.
    const { jobsLeft, publishes } = await withDatabase(async (db) => {
      const job = await db.query('select 1 from payload_jobs where id = $1', [jobId])
      const versions = await db.query<{ count: string }>(
        `select count(*) from _posts_v where parent_id = $1 and version__status = 'published'`,
        [doc.id],
      )
      return { jobsLeft: job.rowCount, publishes: Number(versions.rows[0]?.count) }
    })
    expect(jobsLeft).toBe(0)
    expect(publishes).toBe(1)
  } finally {
    await request.delete(`${a.url}/api/posts/${doc.id}`, { headers: auth })
  }
})

test('an instance sent SIGTERM closes the pool Payload opened in Next and exits 0; the other serves on', async ({
  request,
}) => {
  expect((await request.get(`${a.url}/projects?lng=he`)).status()).toBe(200)
  expect(await a.stop()).toBe(0)
  expect(a.output()).toContain('> Shut down cleanly')
  // Payload's pool belongs to Next's copy of our modules: closed when the server asked over the
  // process channel (docs/operations.md, Health and shutdown).
  expect(a.output()).toContain('> Database pools closed: 1')
  expect((await request.get(`${b.url}/api/ready`)).status()).toBe(200)
})
