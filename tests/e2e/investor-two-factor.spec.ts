import { expect, test, type Page } from '@playwright/test'

import { totpCode } from '../../src/domain/auth/totp'
import { fillLogin, strongPassword } from './accounts-support'
import { languages } from './messages'
import { investorOnProfile } from './profile-support'
import { gotoInteractive } from './support'

/** A code of the next 30-second step: the one the app showed for confirming is spent. */
const freshCode = (secret: string, steps: number) => totpCode(secret, Date.now() + steps * 30_000)

for (const { lng, m } of languages) {
  const a = m.Account
  const t = m.Account.twoFactor

  async function signOut(page: Page) {
    await page.getByTestId('section-link-security').click()
    await page.getByTestId('account-settings').getByRole('button', { name: a.logOut }).click()
    // Logging out goes to the home page.
    await page.waitForURL((url) => !url.pathname.includes('/investor/profile'))
  }

  async function enterPassword(page: Page, email: string) {
    await gotoInteractive(page, '/investor/profile#login')
    await fillLogin(page, email, strongPassword, { email: a.email, password: a.password })
  }

  test(`an investor turns on two-step sign-in, then signs in with a code and with a recovery code (${lng})`, async ({
    page,
    request,
  }) => {
    // Three sign-ins and a setup: longer than one screen's test.
    test.setTimeout(180_000)
    const { email } = await investorOnProfile(page, request, lng, `two-step-${lng}`, 'security')
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'he' ? 'rtl' : 'ltr')

    // Turning it on: the key as a QR code and as text, confirmed by the app's first code.
    const settings = page.getByTestId('two-factor-settings')
    await expect(settings.getByTestId('two-factor-off')).toHaveText(t.statusOff)
    await settings.getByRole('button', { name: t.turnOn }).click()
    await expect(settings.getByRole('img', { name: t.qrAlt })).toBeVisible()
    const secret = (await settings.getByTestId('two-factor-secret').textContent())!.trim()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await settings.getByLabel(t.code).fill('000000')
    await settings.getByRole('button', { name: t.confirm }).click()
    await expect(settings.getByRole('alert')).toContainText(m.ApiErrors.TWO_FACTOR_CODE_INVALID)
    await settings.getByLabel(t.code).fill(totpCode(secret))
    await settings.getByRole('button', { name: t.confirm }).click()

    // The recovery codes, shown once.
    await expect(settings.getByText(t.recoveryTitle)).toBeVisible()
    const codes = await settings.getByTestId('recovery-code').allTextContents()
    expect(codes).toHaveLength(10)
    await expect(settings.getByRole('button', { name: t.download })).toBeVisible()
    await settings.getByRole('button', { name: t.recoveryDone }).click()
    await expect(settings.getByTestId('two-factor-on')).toHaveText(t.statusOn)

    // The password alone no longer signs in: the code from the app does.
    await signOut(page)
    await enterPassword(page, email)
    const codeForm = page.getByTestId('sign-in-code-form')
    await expect(codeForm.getByText(t.signInText)).toBeVisible()
    await codeForm.getByLabel(t.code).fill(freshCode(secret, 1))
    await codeForm.getByRole('button', { name: t.verify }).click()
    await expect(page.getByTestId('investor-profile')).toBeVisible()
    await expect(page.getByTestId('profile-email')).toHaveText(email)

    // A lost phone: a recovery code, once.
    await signOut(page)
    await enterPassword(page, email)
    await codeForm.getByRole('button', { name: t.useRecovery }).click()
    await expect(codeForm.getByText(t.signInRecoveryText)).toBeVisible()
    await codeForm.getByLabel(t.recoveryCode).fill(codes[0]!)
    await codeForm.getByRole('button', { name: t.verify }).click()
    await expect(page.getByTestId('investor-profile')).toBeVisible()

    // The same recovery code does not work twice.
    await signOut(page)
    await enterPassword(page, email)
    await codeForm.getByRole('button', { name: t.useRecovery }).click()
    await codeForm.getByLabel(t.recoveryCode).fill(codes[0]!)
    await codeForm.getByRole('button', { name: t.verify }).click()
    await expect(codeForm.getByRole('alert')).toContainText(m.ApiErrors.TWO_FACTOR_CODE_INVALID)
  })
}
