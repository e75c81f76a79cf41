import { expect, test, type Page } from '@playwright/test'

import { languages, testIn } from './messages'
import { gotoInteractive } from './support'
import {
  asClient,
  startInvestmentFlow,
  confirmEmail,
  fillLogin,
  linkInEmail,
  registerViaApi,
  strongPassword,
  uniqueEmail,
  uniquePhone,
} from './accounts-support'
import { smsGatewayUrl } from '../../playwright.config'
import { waitForSmsCode } from '../support/sms-gateway-stub'

async function openAuth(page: Page, lng: string, tab: 'login' | 'register', path = '/') {
  await page.goto(`${path}?lng=${lng}`)
  await gotoInteractive(page, `${path}#${tab}`)
}

for (const { lng, m } of languages) {
  const a = m.Account
  const v = m.Validation
  const labels = { email: a.email, password: a.password }

  test.describe(`accounts (${lng})`, () => {
    test('registration shows each validation message', async ({ page }) => {
      await asClient(page)
      await openAuth(page, lng, 'register')
      const form = page.getByTestId('register-form')
      await form.locator('button[type=submit]').click()
      await expect(form.locator('[data-error-key=required]')).toHaveCount(6)
      await expect(form.locator('.field__error').first()).toHaveText(v.required)

      await form.getByLabel(a.name).fill('D')
      await form.getByLabel(a.email).fill('not-an-email')
      await form.getByLabel(a.phone).fill('0501')
      await form.getByLabel(a.password, { exact: true }).fill('short')
      await form.getByLabel(a.confirmPassword).fill('different')
      await form.locator('button[type=submit]').click()
      await expect(form.getByText(v.nameMin)).toBeVisible()
      await expect(form.getByText(v.email)).toBeVisible()
      await expect(form.getByText(v.phoneMin)).toBeVisible()
      await expect(form.getByText(v.passwordMin)).toBeVisible()
      await expect(form.getByText(v.sameAsPassword)).toBeVisible()
      // Nothing typed is lost.
      await expect(form.getByLabel(a.name)).toHaveValue('D')

      await form.getByLabel(a.phone).fill('050-000-00000000000000')
      await form.getByLabel(a.phone).blur()
      await expect(form.getByText(v.phoneMax)).toBeVisible()
    })

    test('the server refuses a common password with a translated message', async ({ page }) => {
      await asClient(page)
      await openAuth(page, lng, 'register')
      const form = page.getByTestId('register-form')
      await form.getByLabel(a.name).fill('Dana Cohen')
      await form.getByLabel(a.email).fill(uniqueEmail())
      await form.getByLabel(a.phone).fill('050-123-4567')
      await form.getByLabel(a.password, { exact: true }).fill('password123')
      await form.getByLabel(a.confirmPassword).fill('password123')
      await form.getByRole('checkbox').check()
      await form.locator('button[type=submit]').click()
      await expect(form.getByText(v.passwordTooCommon)).toBeVisible()
    })

    testIn(lng, 'he')(
      'registers, is signed in at once, and confirms the e-mail from the link',
      async ({ page }) => {
        await asClient(page)
        const email = uniqueEmail('register')
        await openAuth(page, lng, 'register', '/policy/privacy')
        const form = page.getByTestId('register-form')
        await form.getByLabel(a.name).fill('Noa Levi')
        await form.getByLabel(a.email).fill(email)
        await form.getByLabel(a.phone).fill('052-555-1234')
        await form.getByLabel(a.password, { exact: true }).fill(strongPassword)
        await form.getByLabel(a.confirmPassword).fill(strongPassword)
        await form.getByRole('checkbox').check()
        await form.locator('button[type=submit]').click()
        // E-mail not yet confirmed: home, signed in.
        await expect(page).toHaveURL(/\/$/)
        await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
        await expect(page.getByTestId('account-links')).toContainText('Noa Levi')

        const link = await linkInEmail(email, '/activation')
        await page.goto(new URL(link).pathname + new URL(link).search)
        await expect(page).toHaveURL(/\/$/)
        await expect(page.getByTestId('flash-notice')).toHaveText(
          new RegExp(a.notices.emailConfirmed),
        )
        // The link works once; afterwards the page says the address is already confirmed.
        await page.goto(new URL(link).pathname + new URL(link).search)
        await expect(page.getByTestId('activation-status')).toHaveAttribute(
          'data-status',
          'already',
        )
        await expect(page.getByTestId('activation-status')).toContainText(a.activation.already)
      },
    )

    testIn(lng, 'en')(
      'a duplicate e-mail answers that it is already registered',
      async ({ page, request }) => {
        const email = uniqueEmail('duplicate')
        await registerViaApi(request, { email })
        await asClient(page)
        await openAuth(page, lng, 'register')
        const form = page.getByTestId('register-form')
        await form.getByLabel(a.name).fill('Dana Cohen')
        await form.getByLabel(a.email).fill(email)
        await form.getByLabel(a.phone).fill('050-123-4567')
        await form.getByLabel(a.password, { exact: true }).fill(strongPassword)
        await form.getByLabel(a.confirmPassword).fill(strongPassword)
        await form.getByRole('checkbox').check()
        await form.locator('button[type=submit]').click()
        await expect(form.getByRole('alert')).toContainText(m.ApiErrors.REGISTRATION_FAILED)
      },
    )

    testIn(lng, 'he')(
      'login: a wrong password is refused; a confirmed account returns to the page it came from; logout ends the session',
      async ({ page, request }) => {
        const email = uniqueEmail('login')
        await registerViaApi(request, { email })
        await asClient(page)
        await confirmEmail(page, email)

        await openAuth(page, lng, 'login', '/policy/privacy')
        await fillLogin(page, email, 'Wrong-Password-000', labels)
        await expect(page.getByTestId('login-form').getByRole('alert')).toContainText(
          m.ApiErrors.INVALID_CREDENTIALS,
        )

        await fillLogin(page, email, strongPassword, labels)
        await expect(page).toHaveURL(/\/policy\/privacy$/)
        await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')

        await page
          .getByTestId('account-links')
          .getByRole('button', { name: m.Header.logout })
          .click()
        await expect(page).toHaveURL(/\/$/)
        await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'anonymous')
        expect((await page.request.get('/api/user')).status()).toBe(401)
      },
    )

    testIn(lng, 'en')(
      'login with an unconfirmed e-mail goes home and remembers the project for after activation',
      async ({ page, request }) => {
        const email = uniqueEmail('unconfirmed')
        await registerViaApi(request, { email })
        await asClient(page)
        await page.goto(`/policy/privacy?lng=${lng}`)
        await gotoInteractive(page, '/policy/privacy')
        await startInvestmentFlow(page, {
          authSource: 'project',
          project: { alias: 'solar-farm', amount: 0, price: 0 },
        })
        await fillLogin(page, email, strongPassword, labels)
        await expect(page).toHaveURL(/\/$/)
        const cookies = await page.context().cookies()
        expect(cookies.find((c) => c.name === 'returnToProject')?.value).toBe('solar-farm')

        await expect(page.getByTestId('flash-notice')).toContainText(a.notices.confirmEmailPending)
        // The landing route with `code` activates too (spec 2), then goes to the remembered project.
        const link = await linkInEmail(email, '/activation')
        await page.goto(`/?code=${new URL(link).searchParams.get('code')}`)
        await expect(page).toHaveURL(/\/investment_opportunities\/solar-farm$/)
      },
    )

    testIn(lng, 'he')(
      'login in an investment flow with a chosen amount goes to the invest page',
      async ({ page, request }) => {
        const email = uniqueEmail('invest')
        await registerViaApi(request, { email })
        await asClient(page)
        await confirmEmail(page, email)
        await page.goto(`/?lng=${lng}`)
        await gotoInteractive(page, '/')
        await startInvestmentFlow(page, {
          authSource: 'investment',
          project: { alias: 'green-tower', amount: 5000, price: 10 },
        })
        await fillLogin(page, email, strongPassword, labels)
        await expect(page).toHaveURL(/\/invest\/green-tower$/)
      },
    )

    testIn(lng, 'en')(
      'forgot password: the same answer for any address, and the e-mailed link sets a new password',
      async ({ page, request }) => {
        const email = uniqueEmail('forgot')
        await registerViaApi(request, { email })
        await asClient(page)
        await gotoInteractive(page, `/?lng=${lng}#forgot`)
        const form = page.getByTestId('forgot-form')
        await form.locator('button[type=submit]').click()
        await expect(form.getByText(v.required)).toBeVisible()
        await form.getByLabel(a.email).fill('nope')
        await form.locator('button[type=submit]').click()
        await expect(form.getByText(v.email)).toBeVisible()
        await form.getByLabel(a.email).fill(email)
        await form.locator('button[type=submit]').click()
        await expect(page.getByTestId('forgot-sent')).toHaveText(a.resetSent)

        const link = await linkInEmail(email, '/change-password')
        await gotoInteractive(page, new URL(link).pathname + new URL(link).search)
        const reset = page.getByTestId('reset-form')
        await reset.getByLabel(a.newPassword).fill('Velvet-Compass-2291')
        await reset.getByLabel(a.confirmPassword).fill('Velvet-Compass-2291')
        await reset.locator('button[type=submit]').click()
        await expect(page.getByTestId('login-form')).toBeVisible()
        await fillLogin(page, email, 'Velvet-Compass-2291', labels)
        await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')

        // The link was used: opening it again says so.
        await gotoInteractive(page, new URL(link).pathname + new URL(link).search)
        await page.getByTestId('reset-form').getByLabel(a.newPassword).fill('Another-Strong-7733')
        await page
          .getByTestId('reset-form')
          .getByLabel(a.confirmPassword)
          .fill('Another-Strong-7733')
        await page.getByTestId('reset-form').locator('button[type=submit]').click()
        await expect(page.getByTestId('reset-link-invalid')).toBeVisible()
      },
    )

    testIn(lng, 'he')(
      'the profile changes the password and the e-mail address',
      async ({ page, request }) => {
        const email = uniqueEmail('profile')
        await registerViaApi(request, { email })
        await asClient(page)
        await confirmEmail(page, email)
        await openAuth(page, lng, 'login', '/investor/profile')
        await fillLogin(page, email, strongPassword, labels)
        // The account settings are the profile page's last section.
        await page.getByTestId('section-link-security').click()
        await expect(page.getByTestId('account-settings')).toBeVisible()

        const passwordForm = page.getByTestId('change-password-form')
        await passwordForm.getByLabel(a.currentPassword).fill('Not-My-Password-1')
        await passwordForm.getByLabel(a.newPassword).fill('Maple-Rocket-5520')
        await passwordForm.getByLabel(a.confirmPassword).fill('Maple-Rocket-5520')
        await passwordForm.locator('button[type=submit]').click()
        await expect(passwordForm.getByText(v.wrongCurrentPassword)).toBeVisible()
        await passwordForm.getByLabel(a.currentPassword).fill(strongPassword)
        await passwordForm.locator('button[type=submit]').click()
        await expect(passwordForm.getByRole('status')).toHaveText(a.passwordChanged)

        const newEmail = uniqueEmail('moved')
        const emailForm = page.getByTestId('change-email-form')
        await emailForm.getByLabel(a.newEmail).fill(newEmail)
        await emailForm.getByLabel(a.currentPassword).fill('Maple-Rocket-5520')
        await emailForm.locator('button[type=submit]').click()
        await expect(emailForm.getByRole('status')).toHaveText(a.emailChangeSent)
        await expect(page.getByTestId('profile-email')).toHaveText(email)

        const link = await linkInEmail(newEmail, '/activation')
        await page.goto(new URL(link).pathname + new URL(link).search)
        await expect(page.getByTestId('flash-notice')).toContainText(a.notices.newEmailConfirmed)
        await gotoInteractive(page, '/investor/profile?section=security')
        await expect(page.getByTestId('profile-email')).toHaveText(newEmail)
      },
    )

    testIn(lng, 'en')(
      'the profile changes the phone number once a code sent to the new one comes back',
      async ({ page, request }) => {
        const email = uniqueEmail('phone')
        await registerViaApi(request, { email })
        await asClient(page)
        await confirmEmail(page, email)
        await openAuth(page, lng, 'login', '/investor/profile')
        await fillLogin(page, email, strongPassword, labels)
        await page.getByTestId('section-link-security').click()
        const form = page.getByTestId('change-phone-form')
        await form.getByLabel(a.newPhone).fill('050123')
        await form.getByRole('button', { name: a.sendPhoneCode }).click()
        await expect(form.getByText(v.phoneMin)).toBeVisible()
        await expect(form.getByLabel(a.newPhone)).toHaveValue('050123')

        const phone = uniquePhone()
        const since = Date.now()
        await form.getByLabel(a.newPhone).fill(phone.local)
        await form.getByRole('button', { name: a.sendPhoneCode }).click()
        await expect(form.getByText(a.phoneCodeSent)).toBeVisible()
        const code = await waitForSmsCode(smsGatewayUrl, phone.e164, { since })
        await form.locator('.otp-input__box').first().fill(code)
        await form.getByRole('button', { name: a.confirmPhone }).click()
        await expect(form.getByRole('status')).toHaveText(a.phoneChanged)
        await expect(page.getByTestId('account-settings')).toContainText(phone.e164)
      },
    )

    test('too many wrong passwords block password entry with its own screen', async ({
      page,
      request,
    }) => {
      const email = uniqueEmail('blocked')
      await registerViaApi(request, { email })
      await asClient(page)
      await openAuth(page, lng, 'login')
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        await fillLogin(page, email, `Wrong-Password-${attempt}00`, labels)
        await expect(page.getByTestId('login-form').getByRole('alert')).toBeVisible()
      }
      await fillLogin(page, email, 'Wrong-Password-500', labels)
      const screen = page.getByTestId('lock-screen-blocked')
      await expect(screen).toContainText(a.blockedTitle)
      await expect(screen).toContainText(a.blockedText)
      // When it ends, on Israel's clock with the day first (en-IL, not US English's 11/24/26).
      await expect(screen).toContainText(/\b\d{1,2}[./]\d{1,2}[./]\d{4}, \d{2}:\d{2}\b/)
    })
  })
}
