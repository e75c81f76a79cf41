import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'

import { e2eStaffEmail, e2eStaffSlots } from '../support/e2e-staff'

/**
 * The administrator this worker signs in as: its own account (tests/support/create-e2e-staff.ts),
 * so that workers never sign in to one account at the same moment.
 */
export const staffAccount = {
  email: e2eStaffEmail(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % e2eStaffSlots),
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
}

/** A browser (English admin) signed in to the admin as this worker's staff account. */
export async function signedInAdminPage(browser: Browser): Promise<{
  context: BrowserContext
  page: Page
}> {
  const context = await browser.newContext({ locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(staffAccount.email)
  await page.getByLabel(/password/i).fill(staffAccount.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  return { context, page }
}
