import { expect, test } from '@playwright/test'

import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'

import { gotoInteractive } from './support'

const israeliAddress = '5.29.0.1'
const americanAddress = '8.8.8.8'
const unknownAddress = '192.0.2.1' // TEST-NET: public, in no country database

test.describe('language choice order', () => {
  test('lng sets the language and saves it in the cookie', async ({ page, context }) => {
    await page.goto('/policy/privacy?lng=en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    const cookie = (await context.cookies()).find((c) => c.name === 'language')
    expect(cookie?.value).toBe('en')

    await page.goto('/policy/privacy')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy')
  })

  test('the cookie wins over the IP country', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': israeliAddress },
    })
    await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }])
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await context.close()
  })

  for (const [label, address, lang, dir] of [
    ['Israel gives Hebrew', israeliAddress, 'he', 'rtl'],
    ['another country gives English', americanAddress, 'en', 'ltr'],
    ['a failed lookup gives English', unknownAddress, 'en', 'ltr'],
  ] as const) {
    test(`IP from a trusted proxy: ${label}`, async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } })
      const page = await context.newPage()
      await page.goto('/how-it-works')
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', dir)
      await context.close()
    })
  }

  test('with nothing to go on the site is in Hebrew, right to left', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('link', { name: 'התחברות' })).toBeVisible()
  })

  for (const [path, lang] of [
    ['/he', 'he'],
    ['/HE', 'he'],
    ['/en', 'en'],
    ['/EN', 'en'],
  ] as const) {
    test(`${path} redirects to /?lng=${lang}`, async ({ request, page }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(
        new URL(response.headers().location!, 'http://x').pathname +
          new URL(response.headers().location!, 'http://x').search,
      ).toBe(`/?lng=${lang}`)
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`/\\?lng=${lang}$`))
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
    })
  }

  test('the language switcher changes language and keeps the page', async ({ page }) => {
    await page.goto('/how-it-works')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('איך זה עובד')
    await page.getByRole('navigation', { name: 'שפה' }).getByRole('link', { name: 'en' }).click()
    await expect(page).toHaveURL(/\/how-it-works\?lng=en$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')

    await page.goto('/contacts')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'he' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('צור קשר')
  })

  test('the language switch keeps the tab, the page and the filters the visitor chose', async ({
    page,
  }) => {
    await gotoInteractive(page, `/projects/${demoProjectAliases.raisingStock}?lng=he&utm_source=x`)
    // The tabs' behaviour (loaded after the page) keeps the query; before it takes over, a tab is
    // a plain link to `?tab=…` alone, and the campaign field was lost in one run.
    await expect(page.locator('#project-tabs[data-enhanced]')).toHaveCount(1)
    await page.getByRole('tab', { name: 'צוות' }).click()
    await expect(page).toHaveURL(/tab=team/)
    await page.getByRole('navigation', { name: 'שפה' }).getByRole('link', { name: 'en' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const url = new URL(page.url())
    expect(url.searchParams.get('tab')).toBe('team')
    expect(url.searchParams.get('utm_source')).toBe('x')
    expect(url.searchParams.getAll('lng')).toEqual(['en'])
    await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true')
  })

  test('each page links its other-language alternate', async ({ page }) => {
    await page.goto('/policy/terms-of-use')
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/policy\/terms-of-use\?lng=en$/,
    )
    await expect(page.locator('link[rel="alternate"][hreflang="he"]')).toHaveAttribute(
      'href',
      /\/policy\/terms-of-use\?lng=he$/,
    )
  })
})
