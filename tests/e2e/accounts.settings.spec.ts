import { expect, test, type APIRequestContext } from '@playwright/test'

import { messages } from './messages'
import { gotoInteractive } from './support'

import {
  asClient,
  fillLogin,
  registerViaApi,
  strongPassword,
  uniqueEmail,
} from './accounts-support'

const { en, he } = messages

const adminEmail = process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com'
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? ''

async function setPhoneVerificationRequired(request: APIRequestContext, required: boolean) {
  const login = await request.post('/api/users/login', {
    data: { email: adminEmail, password: adminPassword },
  })
  const { token } = (await login.json()) as { token: string }
  const saved = await request.post('/api/globals/account-security', {
    headers: { Authorization: `JWT ${token}` },
    data: { phoneVerificationRequired: required },
  })
  expect(saved.status()).toBe(200)
}

test.describe('when an administrator requires phone verification', () => {
  test.beforeAll(async ({ request }) => setPhoneVerificationRequired(request, true))
  test.afterAll(async ({ request }) => setPhoneVerificationRequired(request, false))

  test('registration opens the phone verification modal instead of signing in (he)', async ({
    page,
  }) => {
    await asClient(page)
    const a = he.Account
    await page.goto('/?lng=he')
    await gotoInteractive(page, '/#register')
    const form = page.getByTestId('register-form')
    await form.getByLabel(a.name).fill('נועה לוי')
    await form.getByLabel(a.email).fill(uniqueEmail('otp'))
    await form.getByLabel(a.phone).fill('052-555-1234')
    await form.getByLabel(a.password, { exact: true }).fill(strongPassword)
    await form.getByLabel(a.confirmPassword).fill(strongPassword)
    await form.getByRole('checkbox').check()
    await form.locator('button[type=submit]').click()
    const modal = page.locator('dialog[data-modal=phoneverification]')
    await expect(modal).toContainText(he.Modals.phoneverification.title)
    await expect(page.getByTestId('verification-phone')).toContainText('+972')
    await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'anonymous')
  })

  test('login opens the phone verification modal and starts no session (en)', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('otp-login')
    await registerViaApi(request, { email })
    await asClient(page)
    await page.goto('/?lng=en')
    await gotoInteractive(page, '/#login')
    await fillLogin(page, email, strongPassword, {
      email: en.Account.email,
      password: en.Account.password,
    })
    await expect(page.locator('dialog[data-modal=phoneverification]')).toContainText(
      en.Modals.phoneverification.title,
    )
    expect((await page.request.get('/api/user')).status()).toBe(401)
  })
})
