import { devices, expect, test } from '@playwright/test'

import { demoProjectAliases as aliases } from '../../src/seed-data/demo-projects-data'

import { inLanguage } from './messages'

/**
 * Issue 21: on a phone the project's tabs come first and its terms after, so the raise and the
 * invest button stay at the screen's foot while the page scrolls; wider screens keep them in the
 * side column only.
 */
for (const { lng, m } of inLanguage('he')) {
  test(`a phone keeps the invest button at hand on a raising project's page (${lng})`, async ({
    browser,
  }) => {
    const { defaultBrowserType: _, ...phone } = devices['iPhone 13']
    const context = await browser.newContext({ ...phone })
    const page = await context.newPage()
    await page.goto(`/projects/${aliases.raisingStock}?lng=${lng}`)
    const bar = page.getByTestId('phone-invest-bar')
    const invest = bar.getByRole('link', { name: new RegExp(m.Projects.invest.split('{')[0]!) })
    await expect(invest).toBeInViewport()
    await expect(bar).toContainText(m.Projects.percentOfMinimum.split('{percent}')[1]!.trim())
    // Half way down the long page, still at hand.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
    await expect(invest).toBeInViewport()
    await invest.click()
    await expect(page).toHaveURL(new RegExp(`/invest/${aliases.raisingStock}`))

    // A coming project has nothing to invest in yet: no bar.
    await page.goto(`/projects/${aliases.comingBonds}?lng=${lng}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByTestId('phone-invest-bar')).toHaveCount(0)
    await context.close()

    // A desktop screen has the side column: no bar.
    const desktop = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await desktop.goto(`/projects/${aliases.raisingStock}?lng=${lng}`)
    await expect(desktop.getByTestId('phone-invest-bar')).toBeHidden()
    await desktop.close()
  })
}
