import { expect, test } from '@playwright/test'

import { smsGatewayUrl } from '../../playwright.config'
import { waitForSmsCode } from '../support/sms-gateway-stub'
import { inLanguage } from './messages'
import { gotoInteractive } from './support'
import {
  asClient,
  linkInEmail,
  strongPassword,
  uniqueEmail,
  uniquePhone,
  updateAccountSecurity,
} from './accounts-support'

test.describe('a company registering when an administrator requires phone verification', () => {
  test.beforeAll(async ({ request }) =>
    updateAccountSecurity(request, { phoneVerificationRequired: true, otpDefaultMethod: 'sms' }),
  )
  test.afterAll(async ({ request }) =>
    updateAccountSecurity(request, { phoneVerificationRequired: false }),
  )

  for (const { lng, m } of inLanguage('he')) {
    test(`verifies the phone by the texted code, then its e-mail, and works from its application (${lng})`, async ({
      page,
    }) => {
      const a = m.Account
      await asClient(page)
      const email = uniqueEmail('company-otp')
      const phone = uniquePhone()
      await page.goto(`/?lng=${lng}`)
      await gotoInteractive(page, '/#register-company')
      const form = page.getByTestId('register-form')
      await expect(form).toHaveAttribute('data-account-kind', 'company')
      await form.getByLabel(a.companyName).fill('Solar Roofs Ltd')
      await form.getByLabel(a.companyNumber).fill('512345679')
      await form.getByLabel(a.contactName).fill('Noa Levi')
      await form.getByLabel(a.email).fill(email)
      await form.getByLabel(a.phone).fill(phone.local)
      await form.getByLabel(a.password, { exact: true }).fill(strongPassword)
      await form.getByLabel(a.confirmPassword).fill(strongPassword)
      await form.getByRole('checkbox').check()
      const since = Date.now()
      await form.locator('button[type=submit]').click()

      const verification = page.locator('dialog[data-modal=phoneverification]')
      await expect(verification).toContainText(m.Modals.phoneverification.title)
      // No session before the code.
      expect((await page.request.get('/api/user')).status()).toBe(401)
      const code = await waitForSmsCode(smsGatewayUrl, phone.e164, { since })
      await verification.locator('.otp-input__box').first().focus()
      await page.keyboard.type(code)

      await expect(page).toHaveURL(/\/recruitment\/inquiry$/)
      // The page loads afresh after the code: the notice left for it is still there.
      await expect(page.getByTestId('flash-notice')).toContainText(a.notices.confirmEmailPending)
      const links = page.getByTestId('account-links')
      await expect(links).toHaveAttribute('data-state', 'signed-in')
      await expect(links.getByRole('link', { name: m.Header.companyApplication })).toHaveAttribute(
        'href',
        '/recruitment/inquiry',
      )
      const before = (await (await page.request.get('/api/user')).json()) as {
        user: Record<string, unknown>
      }
      expect(before.user).toMatchObject({
        accountKind: 'company',
        phoneVerified: true,
        emailVerified: false,
      })

      const link = await linkInEmail(email, '/activation')
      await page.goto(new URL(link).pathname + new URL(link).search)
      await expect(page).toHaveURL(/\/recruitment\/inquiry$/)
      await expect(page.getByTestId('flash-notice')).toContainText(a.notices.emailConfirmed)
      const after = (await (await page.request.get('/api/user')).json()) as {
        user: Record<string, unknown>
      }
      expect(after.user).toMatchObject({ accountKind: 'company', emailVerified: true })
    })
  }
})
