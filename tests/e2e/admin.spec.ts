import { expect, test } from '@playwright/test'
import { staffAccount } from './staff'

const email = staffAccount.email
const password = staffAccount.password

test.describe('admin panel', () => {
  test.beforeAll(() => {
    expect(password, 'E2E_ADMIN_PASSWORD is set by npm test').not.toBe('')
  })

  test('staff log in at /admin and see the site content', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/admin')
    await page.getByLabel(/email/i).fill(email)
    await page.getByLabel(/password/i).fill(password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/collections/pages')
    await expect(
      page
        .getByRole('link', { name: 'Privacy policy' })
        .or(page.getByRole('link', { name: 'מדיניות פרטיות' }))
        .first(),
    ).toBeVisible()
    await context.close()
  })

  test('the admin speaks Hebrew, right to left, to a Hebrew browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'he-IL' })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
    await context.close()
  })
})
