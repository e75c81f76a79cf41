import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { demoBlogPostSlugs } from '../../src/seed-data/demo-posts'
import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'
import { expectNoAxeViolations } from './axe'
import { testIn } from './messages'
import { signedInAdminPage, staffAuthHeaders } from './staff'

const published = { he: 'הצהרת נגישות', en: 'Accessibility statement' }

// One page's draft is changed and put back: the tests of this file must not interleave.
test.describe.configure({ mode: 'serial' })

/** A browser signed in to the admin (its session cookie), whose API calls carry the token. */
async function staffContext(browser: Browser) {
  const { context } = await signedInAdminPage(browser)
  return Object.assign(context, { auth: await staffAuthHeaders(context.request) })
}

async function saveDraftTitles(
  staff: { request: APIRequestContext; auth: Record<string, string> },
  titles: { he: string; en: string },
) {
  const { request, auth } = staff
  const found = await request.get('/api/pages?where[slug][equals]=accessibility&depth=0', {
    headers: auth,
  })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  for (const locale of ['he', 'en'] as const) {
    const saved = await request.patch(`/api/pages/${id}?draft=true&locale=${locale}`, {
      headers: auth,
      data: { title: titles[locale], _status: 'draft' },
    })
    expect(saved.status()).toBe(200)
  }
}

test('a visitor is refused preview and never sees a draft', async ({ browser, page }) => {
  const staff = await staffContext(browser)
  const stamp = Date.now()
  await saveDraftTitles(staff, {
    he: `טיוטה ${stamp}`,
    en: `Draft ${stamp}`,
  })
  try {
    const refused = await page.request.get('/api/preview?path=/accessibility&lng=en', {
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(403)
    expect(refused.headers()['location']).toBeUndefined()
    await page.goto('/accessibility?lng=en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.en)
    await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0)

    // The draft-mode cookie alone (copied from a staff browser) does not show drafts.
    const staffPage = await staff.newPage()
    await staffPage.goto('/api/preview?path=/accessibility&lng=en')
    const bypass = (await staff.cookies()).find((c) => c.name === '__prerender_bypass')
    expect(bypass).toBeTruthy()
    await page.context().addCookies([bypass!])
    await page.goto('/accessibility?lng=en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.en)
    await expect(page.getByRole('region', { name: 'Preview mode' })).toHaveCount(0)
  } finally {
    await saveDraftTitles(staff, published)
    await staff.close()
  }
})

test('the preview route refuses other sites as targets, even for staff', async ({ browser }) => {
  const staff = await staffContext(browser)
  for (const path of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
    const response = await staff.request.get(
      `/api/preview?path=${encodeURIComponent(path)}&lng=en`,
      { headers: staff.auth, maxRedirects: 0 },
    )
    expect(response.status(), path).toBe(400)
  }
  await staff.close()
})

for (const lang of ['he', 'en'] as const) {
  test(`staff preview a draft in ${lang}, then leave preview`, async ({ browser }) => {
    const staff = await staffContext(browser)
    const stamp = Date.now()
    const drafts = { he: `טיוטה ${stamp}`, en: `Draft ${stamp}` }
    await saveDraftTitles(staff, drafts)
    try {
      const page = await staff.newPage()
      const redirect = await staff.request.get(`/api/preview?path=/accessibility&lng=${lang}`, {
        headers: staff.auth,
        maxRedirects: 0,
      })
      expect(redirect.status()).toBe(307)
      expect(redirect.headers()['location']).toBe(`/accessibility?lng=${lang}`)

      await page.goto(`/api/preview?path=/accessibility&lng=${lang}`)
      await expect(page).toHaveURL(new RegExp(`/accessibility\\?lng=${lang}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(drafts[lang])
      const banner = page.getByRole('region', {
        name: lang === 'he' ? 'מצב תצוגה מקדימה' : 'Preview mode',
      })
      await expect(banner).toBeVisible()
      await expectNoAxeViolations(page)

      // Live preview: when the editor saves, the admin posts `payload-document-event` to the
      // preview and it re-renders in place with the newly saved draft.
      await page.locator('html[data-hydrated]').waitFor()
      const resaved = { he: `${drafts.he} ב`, en: `${drafts.en} b` }
      await saveDraftTitles(staff, resaved)
      await page.evaluate(() => {
        ;(window as Window & { marker?: boolean }).marker = true
        window.postMessage({ type: 'payload-document-event' }, window.location.origin)
      })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(resaved[lang])
      // Refreshed by the router, not reloaded.
      expect(await page.evaluate(() => (window as Window & { marker?: boolean }).marker)).toBe(true)

      // Other pages keep showing their drafts too, until the editor leaves preview.
      await page.goto(`/how-it-works?lng=${lang}`)
      await expect(banner).toBeVisible()
      await page.goto(`/accessibility?lng=${lang}`)
      await banner
        .getByRole('link', { name: lang === 'he' ? 'יציאה מתצוגה מקדימה' : 'Exit preview' })
        .click()
      await expect(page).toHaveURL(/\/accessibility$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[lang])
      await expect(banner).toHaveCount(0)
    } finally {
      await saveDraftTitles(staff, published)
      await staff.close()
    }
  })
}

test('the admin’s live preview shows the page being edited, in preview mode', async ({
  browser,
}) => {
  // Signs in to the admin and waits for it to hydrate: over 30 s when the whole suite runs.
  test.slow()
  const { context, page } = await signedInAdminPage(browser)
  const found = await page.request.get('/api/pages?where[slug][equals]=leading-investor&depth=0')
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id

  await page.goto(`/admin/collections/pages/${id}?locale=en`)
  // A click before the admin has hydrated is lost: click until the preview pane is open.
  const pane = page.locator('#live-preview-iframe')
  await expect(async () => {
    if (!(await pane.isVisible())) await page.locator('#live-preview-toggler').click()
    await expect(pane).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  const preview = page.frameLocator('#live-preview-iframe')
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Leading investor')
  await expect(preview.getByRole('region', { name: 'Preview mode' })).toBeVisible()
  await context.close()
})

/** Saves a draft name of a collection's document (found by a field) in one language. */
async function saveDraftField(
  staff: { request: APIRequestContext; auth: Record<string, string> },
  target: { collection: 'projects' | 'posts'; by: string; value: string; field: string },
  locale: 'he' | 'en',
  text: string,
) {
  const { request, auth } = staff
  const found = await request.get(
    `/api/${target.collection}?where[${target.by}][equals]=${target.value}&depth=0&locale=${locale}`,
    { headers: auth },
  )
  const doc = ((await found.json()) as { docs: Record<string, unknown>[] }).docs[0]!
  const saved = await request.patch(
    `/api/${target.collection}/${String(doc.id)}?draft=true&locale=${locale}`,
    { headers: auth, data: { [target.field]: text, _status: 'draft' } },
  )
  expect(saved.status()).toBe(200)
  return String(doc[target.field])
}

for (const lang of ['he', 'en'] as const) {
  testIn(lang, 'en')(
    `staff preview drafts of a project and a post in ${lang}; visitors see the published ones`,
    async ({ browser, page }) => {
      const staff = await staffContext(browser)
      const targets = [
        {
          collection: 'projects' as const,
          by: 'alias',
          value: demoProjectAliases.raisingStock,
          field: 'name',
          path: `/projects/${demoProjectAliases.raisingStock}`,
        },
        {
          collection: 'posts' as const,
          by: 'slug',
          value: demoBlogPostSlugs[0]!,
          field: 'title',
          path: `/blog/${demoBlogPostSlugs[0]}`,
        },
      ]
      const draft = `Draft ${lang} ${Date.now()}`
      const originals: string[] = []
      try {
        for (const target of targets)
          originals.push(await saveDraftField(staff, target, lang, draft))
        const staffPage = await staff.newPage()
        for (const [i, target] of targets.entries()) {
          await page.goto(`${target.path}?lng=${lang}`)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(originals[i]!)

          await staffPage.goto(`/api/preview?path=${target.path}&lng=${lang}`)
          await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(draft)
        }
      } finally {
        for (const [i, target] of targets.entries())
          if (originals[i]) await saveDraftField(staff, target, lang, originals[i])
        await staff.close()
      }
    },
  )
}
