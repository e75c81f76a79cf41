import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * WCAG 2.1 AA (the Israeli standard IS 5568 follows it): the page as it stands must have no axe
 * violations. Failures list rule, impact and the first offending elements. For site pages only
 * (it waits for the cookie banner, which the admin does not have).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The cookie banner decides once the page is idle; wait for it so that a first visit's banner
  // is part of what is checked.
  await page.locator('html[data-cookie-consent]').waitFor({ state: 'attached' })
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
