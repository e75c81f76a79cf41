import { expect, test, type APIRequestContext } from '@playwright/test'

import { languages } from './messages'
import { gotoInteractive } from './support'

import {
  asClient,
  logInThroughModal,
  fillLogin,
  registerViaApi,
  strongPassword,
  uniqueEmail,
  withDatabase,
} from './accounts-support'

const adminEmail = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com'
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? ''

/** Changes the administrator's Account security settings through Payload's REST API. */
async function updateAccountSecurity(request: APIRequestContext, data: Record<string, unknown>) {
  const login = await request.post('/api/users/login', {
    data: { email: adminEmail, password: adminPassword },
  })
  const { token } = (await login.json()) as { token: string }
  const saved = await request.post('/api/globals/account-security', {
    headers: { Authorization: `JWT ${token}` },
    data,
  })
  expect(saved.status()).toBe(200)
}

const setPhoneVerificationRequired = (request: APIRequestContext, required: boolean) =>
  updateAccountSecurity(request, { phoneVerificationRequired: required })

test.describe('when an administrator requires phone verification', () => {
  test.beforeAll(async ({ request }) => setPhoneVerificationRequired(request, true))
  test.afterAll(async ({ request }) => setPhoneVerificationRequired(request, false))

  for (const { lng, m } of languages) {
    test(`registration opens the phone verification modal instead of signing in (${lng})`, async ({
      page,
    }) => {
      await asClient(page)
      const a = m.Account
      await page.goto(`/?lng=${lng}`)
      await gotoInteractive(page, '/#register')
      const form = page.getByTestId('register-form')
      await form.getByLabel(a.name).fill(lng === 'he' ? 'נועה לוי' : 'Noa Levi')
      await form.getByLabel(a.email).fill(uniqueEmail('otp'))
      await form.getByLabel(a.phone).fill('052-555-1234')
      await form.getByLabel(a.password, { exact: true }).fill(strongPassword)
      await form.getByLabel(a.confirmPassword).fill(strongPassword)
      await form.getByRole('checkbox').check()
      await form.locator('button[type=submit]').click()
      const modal = page.locator('dialog[data-modal=phoneverification]')
      await expect(modal).toContainText(m.Modals.phoneverification.title)
      await expect(page.getByTestId('verification-phone')).toContainText('+972')
      await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'anonymous')
    })

    test(`login opens the phone verification modal and starts no session (${lng})`, async ({
      page,
      request,
    }) => {
      const email = uniqueEmail('otp-login')
      await registerViaApi(request, { email })
      await asClient(page)
      await logInThroughModal(page, { lng, email })
      await expect(page.locator('dialog[data-modal=phoneverification]')).toContainText(
        m.Modals.phoneverification.title,
      )
      expect((await page.request.get('/api/user')).status()).toBe(401)
    })
  }
})

test.describe('when an administrator sets passwords to expire', () => {
  test.beforeAll(async ({ request }) => updateAccountSecurity(request, { passwordMaxAgeDays: 90 }))
  test.afterAll(async ({ request }) => updateAccountSecurity(request, { passwordMaxAgeDays: 0 }))

  for (const { lng, m } of languages) {
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
