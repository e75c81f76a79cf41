import type { Locator, Page } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.locator('html[data-hydrated]').waitFor()
}

/** The footer's contact form, which loads as it nears the viewport: scrolls the footer into view. */
export async function footerLeadForm(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
  return page.getByTestId('lead-form-general')
}
