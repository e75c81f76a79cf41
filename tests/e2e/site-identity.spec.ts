import { devices, expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'
import { languages, testIn } from './messages'
import { signedInAdminPage } from './staff'

/**
 * Issue 21, a site people would trust with money: the site's own logo and icons (site and admin),
 * its self-hosted Hebrew-capable font, structured policy pages and a phone home page that shows a
 * project early.
 */

/** The faces of the page's font that the browser loaded, and where their files came from. */
async function loadedFont(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    const first = getComputedStyle(document.body).fontFamily.split(',')[0]!.trim()
    const family = first.replace(/^["']|["']$/g, '')
    const faces = [...document.fonts].filter(
      (face) => face.family.replace(/^["']|["']$/g, '') === family && face.status === 'loaded',
    )
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.woff2(\?|$)/.test(name))
    return { family, loadedFaces: faces.length, files, origin: location.origin }
  })
}

for (const { lng, m } of languages) {
  test.describe(`site identity (${lng})`, () => {
    test('the header shows the logo mark beside the name, on the reading side', async ({
      page,
    }) => {
      await page.goto(`/?lng=${lng}`)
      const logo = page.locator('.site-header__logo')
      await expect(logo).toHaveAccessibleName(m.Header.logo.replace('{name}', m.Site.name))
      const mark = logo.locator('svg.logo-mark')
      await expect(mark).toBeVisible()
      await expect(logo.getByText(m.Site.name, { exact: true })).toBeVisible()
      const markBox = (await mark.boundingBox())!
      const nameBox = (await logo.getByText(m.Site.name, { exact: true }).boundingBox())!
      // The mark comes first in reading order: left of the name in English, right in Hebrew.
      if (lng === 'he') expect(markBox.x).toBeGreaterThan(nameBox.x + nameBox.width - 1)
      else expect(markBox.x + markBox.width).toBeLessThan(nameBox.x + 1)
      await expectNoAxeViolations(page)
    })

    testIn(lng, 'en')('the page names its icons, and each is served', async ({ page, request }) => {
      await page.goto(`/?lng=${lng}`)
      const icons = [
        { selector: 'link[rel="icon"][type="image/svg+xml"]', type: 'image/svg+xml' },
        { selector: 'link[rel="icon"][type="image/png"]', type: 'image/png' },
        { selector: 'link[rel="apple-touch-icon"]', type: 'image/png' },
      ]
      for (const { selector, type } of icons) {
        const href = await page.locator(selector).first().getAttribute('href')
        expect(href, selector).toBeTruthy()
        const response = await request.get(href!)
        expect(response.status(), href!).toBe(200)
        expect(response.headers()['content-type'], href!).toContain(type)
      }
      // Browsers that ignore the links ask for /favicon.ico.
      const ico = await request.get('/favicon.ico')
      expect(ico.status()).toBe(200)
      expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
    })

    testIn(lng, 'he')(
      'text is set in the self-hosted Heebo font, served from our own origin',
      async ({ page }) => {
        await page.goto(`/policy/privacy?lng=${lng}`)
        const font = await loadedFont(page)
        expect(font.family).toMatch(/heebo/i)
        // Hebrew and Latin text on every page (the language switcher names the other language).
        expect(font.loadedFaces).toBeGreaterThanOrEqual(1)
        expect(font.files.length).toBeGreaterThanOrEqual(1)
        for (const file of font.files) expect(new URL(file).origin).toBe(font.origin)
        const heading = page.getByRole('heading', { level: 1 })
        expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/heebo/i)
      },
    )

    test('the policy pages are in sections, with headings, paragraphs and lists', async ({
      page,
    }) => {
      for (const path of [
        '/policy/privacy',
        '/policy/security',
        '/policy/terms-of-use',
        '/policy/information',
        '/accessibility',
      ]) {
        await page.goto(`${path}?lng=${lng}`)
        const main = page.getByRole('main')
        await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible()
        expect(await main.getByRole('heading', { level: 2 }).count(), path).toBeGreaterThanOrEqual(
          3,
        )
        expect(await main.locator('p').count(), path).toBeGreaterThanOrEqual(3)
        expect(await main.locator('ul > li').count(), path).toBeGreaterThanOrEqual(3)
      }
      await page.goto(`/policy/privacy?lng=${lng}`)
      await expect(
        page.getByRole('main').getByRole('heading', {
          level: 2,
          name: lng === 'he' ? 'עוגיות' : 'Cookies',
        }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('on a phone the home page shows a project within its first two screens', async ({
      browser,
    }) => {
      const { defaultBrowserType: _, ...phone } = devices['iPhone 13']
      const context = await browser.newContext(phone)
      const page = await context.newPage()
      await page.goto(`/?lng=${lng}`)
      const card = page.locator('.project-card').first()
      await expect(card).toBeVisible()
      const top = await card.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
      const screen = phone.viewport.height
      expect(top).toBeLessThan(2 * screen)
      // The hero still opens the page.
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
      await expectNoAxeViolations(page)
      await context.close()
    })
  })
}

for (const locale of ['en-US', 'he-IL'] as const) {
  test(`the admin panel carries the site's name and logo, with no Gravatar (${locale})`, async ({
    browser,
  }) => {
    const name = locale === 'he-IL' ? 'משקיעים ביחד' : 'Invest Together'
    const { context, page } = await signedInAdminPage(browser, locale)
    const outside: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(page.url()).origin)) outside.push(request.url())
    })
    await page.goto('/admin')
    await expect(page).toHaveTitle(/Invest Together/)
    await expect(page.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1)
    await expect(page.getByTestId('admin-brand-icon').first()).toBeVisible()
    // The account's picture is Payload's drawn default, not a Gravatar image.
    await page.goto('/admin/account')
    await expect(page.getByTestId('admin-brand-icon').first()).toBeVisible()
    expect(outside.filter((url) => /gravatar/i.test(url))).toEqual([])
    expect(outside).toEqual([])

    // The sign-in page shows the logo and the name, in the panel's language.
    await context.clearCookies()
    await page.goto('/admin/login')
    const logo = page.getByTestId('admin-brand-logo')
    await expect(logo).toBeVisible()
    await expect(logo).toContainText(name)
    await context.close()
  })
}
