import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { withDatabase } from './accounts-support'
import { signedInAdminPage, staffAuthHeaders } from './staff'

type Post = Record<string, unknown> & { id: number; slug: string }

/** A draft copy of a published post, in both languages, under a new slug. */
async function createDraftPost(request: APIRequestContext, auth: Record<string, string>) {
  const source = async (locale: 'he' | 'en') => {
    const found = await request.get(
      `/api/posts?limit=1&depth=0&locale=${locale}&where[_status][equals]=published`,
      { headers: auth },
    )
    return ((await found.json()) as { docs: Post[] }).docs[0]!
  }
  const [he, en] = [await source('he'), await source('en')]
  const slug = `scheduled-${Date.now()}`
  const content = (post: Post) => ({
    title: `${String(post.title)} (${slug})`,
    excerpt: post.excerpt,
    content: post.content,
    kind: post.kind,
    publishedAt: post.publishedAt,
  })
  const created = await request.post('/api/posts?locale=he&draft=true', {
    headers: auth,
    data: { ...content(he), slug, _status: 'draft' },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: Post }
  const english = await request.patch(`/api/posts/${doc.id}?locale=en&draft=true`, {
    headers: auth,
    data: { ...content(en), _status: 'draft' },
  })
  expect(english.status()).toBe(200)
  return { id: doc.id, slug }
}

// A settings spec: it runs after the other browser tests, whose blog lists it would change.
test('an editor schedules a post; it is published at that time and shows on the site', async ({
  browser,
  request,
}) => {
  test.slow()
  const auth = await staffAuthHeaders(request)
  const post = await createDraftPost(request, auth)
  try {
    await scheduleAndPublish(browser, request, post)
  } finally {
    await request.delete(`/api/posts/${post.id}`, { headers: auth })
  }
})

async function scheduleAndPublish(
  browser: Browser,
  request: APIRequestContext,
  post: { id: number; slug: string },
) {
  expect((await request.get(`/blog/${post.slug}?lng=en`)).status()).toBe(404)

  const { context, page } = await signedInAdminPage(browser)
  await page.goto(`/admin/collections/posts/${post.id}`)

  // The admin's own way: Publish's menu, Schedule Publish, a time, Save.
  const at = nextScheduleSlot(new Date(Date.now() + 15 * 60_000))
  await expect(async () => {
    await page.locator('#action-save-popup .popup-button').click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  const drawer = page.locator('.schedule-publish__scheduler')
  await drawer.getByText('Publish', { exact: true }).click()
  await drawer.locator('.react-datepicker__input-container input').fill(adminDateTime(at))
  await drawer.locator('.react-datepicker__input-container input').press('Enter')
  await page.locator('#scheduled-publish-save').click()
  await expect(page.locator('.schedule-publish__upcoming')).not.toContainText('No upcoming events')
  await context.close()

  // Queued for the chosen time, and not yet published.
  const waitUntil = await withDatabase(async (db) => {
    const { rows } = await db.query<{ wait_until: Date }>(
      `select wait_until from payload_jobs
       where task_slug = 'schedulePublish' and completed_at is null and input->'doc'->>'value' = $1`,
      [String(post.id)],
    )
    return rows.map((row) => row.wait_until.getTime())
  })
  expect(waitUntil).toEqual([at.getTime()])
  expect((await request.get(`/blog/${post.slug}?lng=en`)).status()).toBe(404)

  // Bring the time forward rather than wait a quarter of an hour: the runner then publishes it.
  await withDatabase((db) =>
    db.query(
      `update payload_jobs set wait_until = now() - interval '1 second'
       where task_slug = 'schedulePublish' and input->'doc'->>'value' = $1`,
      [String(post.id)],
    ),
  )
  for (const lng of ['en', 'he'])
    await expect
      .poll(async () => (await request.get(`/blog/${post.slug}?lng=${lng}`)).status(), {
        timeout: 20_000,
      })
      .toBe(200)
  const list = await request.get('/blog?lng=en').then((response) => response.text())
  expect(list).toContain(post.slug)
}

test('only the job runner may run due jobs, not a signed-in administrator', async ({ request }) => {
  expect((await request.get('/api/payload-jobs/run')).status()).toBe(401)
  const asAdmin = await request.get('/api/payload-jobs/run', {
    headers: await staffAuthHeaders(request),
  })
  expect(asAdmin.status()).toBe(401)
  const wrongToken = await request.get('/api/payload-jobs/run', {
    headers: { Authorization: 'Bearer not-the-token' },
  })
  expect(wrongToken.status()).toBe(401)
})

/** The admin's schedule offers times in steps of five minutes. */
function nextScheduleSlot(after: Date): Date {
  const step = 5 * 60_000
  return new Date(Math.ceil(after.getTime() / step) * step)
}

/** As the admin's date picker writes it in English ('MMM d, yyy h:mm a'), in the browser's zone. */
function adminDateTime(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'short' })
  const hour = date.getHours() % 12 || 12
  const minute = String(date.getMinutes()).padStart(2, '0')
  const half = date.getHours() < 12 ? 'AM' : 'PM'
  return `${month} ${date.getDate()}, ${date.getFullYear()} ${hour}:${minute} ${half}`
}
