import { expect, type Page, test } from '@playwright/test'

import { inlineScriptHashes } from '../../src/domain/http/inline-script-policy'
import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'

import { signedInAdminPage } from './staff'
import { gotoInteractive } from './support'

const publicPages = [
  '/',
  '/projects',
  `/projects/${demoProjectAliases.raisingStock}`,
  '/blog',
  '/question-answer',
  '/login',
  '/registration',
  '/no-such-page',
]

/** Records every policy violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

function scriptSource(policy: string | undefined): string {
  return (policy ?? '').split(';').find((directive) => directive.trim().startsWith('script-src'))!
}

for (const lng of ['he', 'en'] as const) {
  test(`public pages run their scripts under a policy without 'unsafe-inline' (${lng})`, async ({
    page,
  }) => {
    const violations = await watchViolations(page)
    for (const path of publicPages) {
      const response = await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`)
      const policy = await response!.headerValue('content-security-policy')
      expect(scriptSource(policy ?? undefined), path).not.toContain('unsafe-inline')
      expect(scriptSource(policy ?? undefined), path).not.toContain('unsafe-eval')
      // Hydration is what Next's inline bootstrap scripts start: blocked, it never happens.
      await page.locator('html[data-hydrated]').waitFor()
      expect(await violations(), path).toEqual([])
    }
  })
}

test('an inline script the page did not ship is refused', async ({ page }) => {
  await gotoInteractive(page, '/projects?lng=en')
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedScriptRan = true'
    document.body.append(script)
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan ?? false
  })
  expect(ran).toBe(false)
})

test('a page answered from the visitor cache carries the hashes of its own scripts', async ({
  request,
}) => {
  const headers = { cookie: 'language=en' }
  // The first request renders the page; a publish by a test running alongside may purge it again.
  let cached: Awaited<ReturnType<typeof request.get>> | undefined
  await expect
    .poll(async () => {
      cached = await request.get('/how-it-works', { headers })
      return cached.headers()['x-cache']
    })
    .toBe('HIT')
  const hashes = inlineScriptHashes(await cached!.text())
  expect(hashes.length).toBeGreaterThan(0)
  const allowed = scriptSource(cached!.headers()['content-security-policy']).split(/\s+/)
  for (const hash of hashes) expect(allowed).toContain(hash)
})

for (const locale of ['he-IL', 'en-US'] as const) {
  test(`the admin runs under the same policy (${locale})`, async ({ browser }) => {
    const { context, page } = await signedInAdminPage(browser, locale)
    const violations = await watchViolations(page)
    const response = await page.goto('/admin/collections/categories')
    expect(
      scriptSource((await response!.headerValue('content-security-policy')) ?? undefined),
    ).not.toContain('unsafe-inline')
    await expect(page.locator('.collection-list')).toBeVisible()
    expect(await violations()).toEqual([])
    await context.close()
  })
}
