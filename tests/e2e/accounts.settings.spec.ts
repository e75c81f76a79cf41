import { expect, test } from '@playwright/test'

import { inLanguage } from './messages'
import {
  asClient,
  logInThroughModal,
  fillLogin,
  registerViaApi,
  strongPassword,
  uniqueEmail,
  updateAccountSecurity,
  withDatabase,
} from './accounts-support'

test.describe('when an administrator sets passwords to expire', () => {
  test.beforeAll(async ({ request }) => updateAccountSecurity(request, { passwordMaxAgeDays: 90 }))
  test.afterAll(async ({ request }) => updateAccountSecurity(request, { passwordMaxAgeDays: 0 }))

  for (const { lng, m } of inLanguage('en')) {
    test(`an expired password must be changed before anything else (${lng})`, async ({
      page,
      request,
    }) => {
      const email = uniqueEmail('expired-password')
      const id = await registerViaApi(request, { email })
      await withDatabase((db) =>
        db.query(
          `update investors set password_changed_at = now() - interval '100 days', email_verified = true where id = $1`,
          [id],
        ),
      )
      await asClient(page)
      const a = m.Account
      await logInThroughModal(page, { lng, email })
      await expect(page).toHaveURL(/\/change-password\?token=.+&reason=expired$/)
      await expect(page.getByText(a.passwordExpiredText)).toBeVisible()
      expect((await page.request.get('/api/user')).status()).toBe(401)

      const form = page.getByTestId('reset-form')
      await form.getByLabel(a.newPassword).fill(strongPassword)
      await form.getByLabel(a.confirmPassword).fill(strongPassword)
      await form.locator('button[type=submit]').click()
      await expect(page.getByTestId('login-form')).toBeVisible()
      await fillLogin(page, email, strongPassword, { email: a.email, password: a.password })
      await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
    })
  }
})
