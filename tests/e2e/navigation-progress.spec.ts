import { expect, test, type Locator } from '@playwright/test'

import { demoProjectAliases as aliases } from '../../src/seed-data/demo-projects-data'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'

/** The bar shows only after a 200 ms throttle: it has settled once it is gone (or full) past it. */
async function settledAfter(bar: Locator, since: number): Promise<boolean> {
  if (Date.now() - since < 1_000) return false
  // Read at once, without waiting for an element that may be removed in between.
  const values = await bar.evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-valuenow')))
  return values.every((value) => value === '100')
}

for (const { lng, m } of languages) {
  test.describe(`navigation progress bar (${lng})`, () => {
    testIn(lng, 'he')(
      'settles after switching project tabs, which only change the query',
      async ({ page }) => {
        await gotoInteractive(page, `/projects/${aliases.raisingStock}?lng=${lng}`)
        const bar = page.getByRole('progressbar', { name: m.Progress.loading })
        const tablist = page.getByRole('tablist', { name: m.Projects.tabs })
        for (const id of ['team', 'documents', 'overview'] as const) {
          await tablist.getByRole('tab', { name: m.Projects.tab[id] }).click()
          const clicked = Date.now()
          await expect(page).toHaveURL(new RegExp(`tab=${id}`))
          await expect
            .poll(() => settledAfter(bar, clicked), { timeout: 5_000, intervals: [250] })
            .toBe(true)
          // And it stays settled: no bar creeping towards 90% a moment later.
          await expect(bar).toHaveCount(0)
        }
      },
    )

    testIn(lng, 'en')(
      'settles after a catalogue filter, a query-only navigation to the same path',
      async ({ page }) => {
        // Router requests held for 1 s, so the bar does show while the filter loads.
        await page.route(
          (url) => url.searchParams.has('_rsc'),
          async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1_000))
            await route.continue()
          },
        )
        await gotoInteractive(page, `/projects?lng=${lng}`)
        const bar = page.getByRole('progressbar', { name: m.Progress.loading })
        await page
          .getByRole('navigation', { name: m.Projects.statusFilter })
          .getByRole('link', { name: m.Projects.groups.coming })
          .click()
        const clicked = Date.now()
        await expect(bar).toBeVisible()
        await expect(page).toHaveURL(/\/projects\?status=coming$/, { timeout: 10_000 })
        await expect.poll(() => settledAfter(bar, clicked), { timeout: 5_000 }).toBe(true)
        await expect(bar).toHaveCount(0)
      },
    )
  })
}
