import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { compileHint } from '../../src/framework/compile-hint'
import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'

import { expectNoAxeViolations } from './axe'
import { footerLeadForm, gotoInteractive } from './support'

const routes: [string, { he: string; en: string }][] = [
  ['/', { he: 'השקעות בחברות הזנק ובנדל״ן', en: 'Invest in startups and real estate' }],
  ['/how-it-works', { he: 'איך זה עובד', en: 'How it works' }],
  ['/contacts', { he: 'צור קשר', en: 'Contact us' }],
  ['/leading-investor', { he: 'משקיע מוביל', en: 'Leading investor' }],
  ['/recruitment', { he: 'גיוס הון לחברות', en: 'Raise capital' }],
  ['/smartclub2', { he: 'מועדון המשקיעים החכם', en: 'Smart investor club' }],
  ['/Smart-investor-Club', { he: 'מועדון המשקיעים החכם', en: 'Smart investor club' }],
  ['/new', { he: 'הזדמנויות ההשקעה החדשות', en: 'New investment opportunities' }],
  ['/thank-you', { he: 'תודה!', en: 'Thank you!' }],
  ['/policy/information', { he: 'מידע כללי', en: 'General information' }],
  ['/policy/privacy', { he: 'מדיניות פרטיות', en: 'Privacy policy' }],
  ['/policy/risks', { he: 'אבטחה ואזהרת סיכונים', en: 'Security and risk warning' }],
  ['/policy/security', { he: 'אבטחה ואזהרת סיכונים', en: 'Security and risk warning' }],
  ['/policy/terms-of-use', { he: 'תנאי שימוש', en: 'Terms of use' }],
  ['/accessibility', { he: 'הצהרת נגישות', en: 'Accessibility statement' }],
  ['/test', { he: 'מדריך סגנון', en: 'Style guide' }],
  ['/test2', { he: 'מדריך סגנון', en: 'Style guide' }],
  ['/test3', { he: 'מדריך סגנון', en: 'Style guide' }],
]

for (const lang of ['he', 'en'] as const) {
  test(`every site route answers 200 with its own heading in ${lang}`, async ({ request }) => {
    for (const [path, titles] of routes) {
      const response = await request.get(`${path}?lng=${lang}`)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain(`<html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}"`)
      expect(html, path).toContain(`>${titles[lang].replace(/&/g, '&amp;')}</h1>`)
    }
  })
}

/** The CMS's marketing pages: marketing-pages.spec.ts runs axe on each in both languages. */
const checkedWithTheirBlocks = new Set([
  '/',
  '/how-it-works',
  '/leading-investor',
  '/smartclub2',
  '/recruitment',
])

for (const lang of ['he', 'en'] as const) {
  test(`every site route has no accessibility violations in ${lang}`, async ({ page }) => {
    // Many pages, each checked in a browser: a slow test.
    test.slow()
    for (const [path] of routes.filter(([path]) => !checkedWithTheirBlocks.has(path))) {
      await gotoInteractive(page, `${path}?lng=${lang}`)
      await test.step(path, () => expectNoAxeViolations(page))
    }
  })
}

test('lists and project pages carry their own share card in each language', async ({ request }) => {
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]
  for (const lang of ['he', 'en'] as const) {
    for (const path of [
      '/projects',
      '/blog',
      '/articles',
      '/question-answer',
      `/projects/${demoProjectAliases.raisingStock}`,
    ]) {
      const html = await (await request.get(`${path}?lng=${lang}`)).text()
      expect(meta(html, 'og:url'), path).toMatch(new RegExp(`${path}\\?lng=${lang}$`))
      expect(meta(html, 'og:title'), path).toBeTruthy()
      expect(meta(html, 'og:locale'), path).toBe(lang === 'he' ? 'he_IL' : 'en_IL')
      expect(meta(html, 'og:image'), path).toMatch(/^http.+\.(png|webp|jpe?g)$/)
    }
  }
})

test('the logo link is read with its visible name, and where it leads', async ({ page }) => {
  await page.goto('/?lng=en')
  await expect(page.locator('.site-header__logo')).toHaveAccessibleName(
    'Invest Together, home page',
  )
  await page.goto('/?lng=he')
  await expect(page.locator('.site-header__logo')).toHaveAccessibleName('משקיעים ביחד, דף הבית')
})

test('style guide pages are hidden from search engines and linked from nowhere', async ({
  page,
}) => {
  await page.goto('/test')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await page.goto('/')
  await expect(page.locator('a[href="/test"], a[href="/test2"], a[href="/test3"]')).toHaveCount(0)
})

test('sections composed in the CMS show under the page text in each language', async ({ page }) => {
  await page.goto('/?lng=en')
  const cta = page.getByRole('main').getByRole('heading', { name: 'Ready to invest?' })
  await expect(cta).toBeVisible()
  await expect(page.getByRole('link', { name: 'See investment opportunities' })).toHaveAttribute(
    'href',
    '/investment_opportunities',
  )
  await page.goto('/?lng=he')
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'מוכנים להשקיע?' }),
  ).toBeVisible()
})

test('the newer layout on /new has its footer copyright line', async ({ page }) => {
  await page.goto('/new?lng=en')
  const year = new Date().getFullYear()
  await expect(
    page.getByText(`© 2019–${year} Invest Together Ltd., all rights reserved`),
  ).toBeVisible()
  await page.goto('/new?lng=he')
  await expect(page.getByText(`© 2019–${year} משקיעים ביחד בע״מ, כל הזכויות שמורות`)).toBeVisible()
})

test('pages carry the security headers', async ({ request }) => {
  const headers = (await request.get('/')).headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['strict-transport-security']).toContain('max-age=')
})

test('only the admin asks for the colour-scheme hint, so public pages are fetched once', async ({
  request,
}) => {
  const page = (await request.get('/projects')).headers()
  expect(page['critical-ch']).toBeUndefined()
  expect(page['accept-ch']).toBeUndefined()
  expect(page['vary'] ?? '').not.toContain('Sec-CH-Prefers-Color-Scheme')
  const admin = (await request.get('/admin/login', { maxRedirects: 0 })).headers()
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
})

test('the framework chunks every page loads carry the V8 compile hint, page chunks do not', async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync('.next/build-manifest.json', 'utf8')) as {
    rootMainFiles: string[]
  }
  const html = await (await request.get('/projects')).text()
  const scripts = [
    ...html.matchAll(/<script src="\/_next\/(static\/chunks\/[^"]+\.js)" async/g),
  ].map(([, file]) => file!)
  const framework = scripts.filter((file) => manifest.rootMainFiles.includes(file))
  const page = scripts.filter((file) => !manifest.rootMainFiles.includes(file))
  expect(framework.length).toBeGreaterThanOrEqual(3)
  expect(page.length).toBeGreaterThan(0)
  const firstLine = async (file: string) =>
    (await (await request.get(`/_next/${file}`)).text()).split('\n', 1)[0]
  for (const file of framework) expect(await firstLine(file), file).toBe(compileHint)
  for (const file of page) expect(await firstLine(file), file).not.toBe(compileHint)
})

test('pages and their forms break no rule of the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`,
      ),
    ),
  )
  for (const path of ['/?lng=he', '/projects?lng=en', '/contacts?lng=en']) {
    await gotoInteractive(page, path)
    // The deferred contact form has loaded and validated (its schema parsed) once.
    const form = path.startsWith('/contacts')
      ? page.getByTestId('lead-form-contacts')
      : await footerLeadForm(page)
    await form.getByRole('textbox').first().fill('x')
    await form.getByRole('textbox').first().blur()
  }
  expect(violations).toEqual([])
})
