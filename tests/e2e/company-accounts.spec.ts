import { expect, test, type Page } from '@playwright/test'

import { languages, testIn, type messages } from './messages'
import { gotoInteractive } from './support'
import {
  asClient,
  confirmEmail,
  linkInEmail,
  logInThroughModal,
  registerViaApi,
  strongPassword,
  uniqueEmail,
} from './accounts-support'

type Texts = (typeof messages)['en']

const companyNumber = { bad: '512345678', good: '51-234567-9', stored: '512345679' }

/** The signed-in account as the site sees it. */
async function signedInAccount(page: Page) {
  const response = await page.request.get('/api/user')
  expect(response.status()).toBe(200)
  return ((await response.json()) as { user: Record<string, unknown> }).user
}

async function expectCompanyHeader(page: Page, m: Texts, contact: string) {
  const links = page.getByTestId('account-links')
  await expect(links).toHaveAttribute('data-state', 'signed-in')
  await expect(links).toContainText(contact)
  await expect(links.getByRole('link', { name: m.Header.companyApplication })).toHaveAttribute(
    'href',
    '/recruitment/inquiry',
  )
  await expect(links.getByRole('link', { name: m.Header.profile })).toHaveCount(0)
}

for (const { lng, m } of languages) {
  const a = m.Account
  const v = m.Validation
  const contact = lng === 'he' ? 'נועה לוי' : 'Noa Levi'
  const company = lng === 'he' ? 'גגות סולאריים בע"מ' : 'Solar Roofs Ltd'

  test.describe(`company accounts (${lng})`, () => {
    testIn(lng, 'he')(
      'a company registers from the recruitment page, confirms its e-mail and works from its application',
      async ({ page }) => {
        await asClient(page)
        const email = uniqueEmail('company')
        await gotoInteractive(page, `/recruitment?lng=${lng}`)
        await expect(page.locator('html')).toHaveAttribute('dir', lng === 'he' ? 'rtl' : 'ltr')
        // The recruitment page's call to action is the `#register-company` link.
        await page
          .getByRole('link', { name: lng === 'he' ? 'רישום החברה' : 'Register your company' })
          .click()
        await expect(page).toHaveURL(/#register-company$/)
        const dialog = page.locator('dialog[data-modal=auth]')
        await expect(dialog.getByRole('tab', { name: m.Modals.auth.registerTab })).toHaveAttribute(
          'aria-selected',
          'true',
        )
        await expect(dialog.getByRole('radio', { name: a.kindCompany })).toBeChecked()
        await expect(dialog.getByText(m.Modals.auth.registerCompanyIntro)).toBeVisible()

        const form = page.getByTestId('register-form')
        await expect(form).toHaveAttribute('data-account-kind', 'company')
        await form.getByLabel(a.companyName).fill(company)
        await form.getByLabel(a.companyNumber).fill(companyNumber.bad)
        await form.getByLabel(a.contactName).fill(contact)
        await form.getByLabel(a.email).fill(email)
        await form.getByLabel(a.phone).fill('052-555-1234')
        await form.getByLabel(a.password, { exact: true }).fill(strongPassword)
        await form.getByLabel(a.confirmPassword).fill(strongPassword)
        await form.getByRole('checkbox').check()
        await form.locator('button[type=submit]').click()

        // The check digit is wrong: said at the field in this language, nothing typed is lost.
        await expect(form.getByText(v.companyNumberInvalid)).toBeVisible()
        await expect(form.getByLabel(a.companyNumber)).toHaveAttribute('aria-invalid', 'true')
        await expect(form.getByLabel(a.companyName)).toHaveValue(company)
        await expect(form.getByLabel(a.companyNumber)).toHaveValue(companyNumber.bad)
        await expect(form.getByLabel(a.contactName)).toHaveValue(contact)
        await expect(form.getByLabel(a.email)).toHaveValue(email)
        await expect(form.getByLabel(a.password, { exact: true })).toHaveValue(strongPassword)
        await expect(page).toHaveURL(/#register-company$/)

        // Choosing "I invest" and back keeps what was typed; the address follows the choice.
        await dialog.getByRole('radio', { name: a.kindInvestor }).check()
        await expect(page).toHaveURL(/#register$/)
        await expect(form.getByLabel(a.companyName)).toHaveCount(0)
        await expect(form.getByLabel(a.name)).toHaveValue(contact)
        await dialog.getByRole('radio', { name: a.kindCompany }).check()
        await expect(page).toHaveURL(/#register-company$/)
        await expect(form.getByLabel(a.companyName)).toHaveValue(company)

        await form.getByLabel(a.companyNumber).fill(companyNumber.good)
        await form.locator('button[type=submit]').click()

        // Signed in, its e-mail not yet confirmed: to its application, which asks to confirm it.
        // Registering then signing in hashes the password twice (seconds each on a busy machine).
        await expect(page).toHaveURL(/\/recruitment\/inquiry$/, { timeout: 30_000 })
        await expect(page.getByTestId('flash-notice')).toContainText(a.notices.confirmEmailPending)
        await expectCompanyHeader(page, m, contact)
        expect(await signedInAccount(page)).toMatchObject({
          accountKind: 'company',
          companyName: company,
          companyNumber: companyNumber.stored,
          name: contact,
          emailVerified: false,
          locale: lng,
        })

        const link = await linkInEmail(email, '/activation')
        await page.goto(new URL(link).pathname + new URL(link).search)
        await expect(page).toHaveURL(/\/recruitment\/inquiry$/)
        await expect(page.getByTestId('flash-notice')).toContainText(a.notices.emailConfirmed)
        await expectCompanyHeader(page, m, contact)
        expect(await signedInAccount(page)).toMatchObject({
          accountKind: 'company',
          emailVerified: true,
        })
      },
    )

    testIn(lng, 'en')(
      'a company that logs in goes to its application; the investor profile points it there',
      async ({ page, request }) => {
        const email = uniqueEmail('company-login')
        await registerViaApi(request, {
          email,
          name: contact,
          locale: lng,
          extra: {
            accountKind: 'company',
            companyName: company,
            companyNumber: companyNumber.good,
          },
        })
        await asClient(page)
        await confirmEmail(page, email)
        await logInThroughModal(page, { lng, email, path: '/policy/privacy' })
        await expect(page).toHaveURL(/\/recruitment\/inquiry$/)
        await expectCompanyHeader(page, m, contact)

        await gotoInteractive(page, `/investor/profile?lng=${lng}`)
        const notice = page.getByTestId('company-account-notice')
        await expect(notice).toContainText(a.companyAccountNotice)
        await expect(notice.getByRole('link', { name: a.toCompanyApplication })).toHaveAttribute(
          'href',
          '/recruitment/inquiry',
        )
        // No investor profile (identity check, investor type…); the account's own settings stay.
        await expect(page.getByTestId('investor-profile')).toHaveCount(0)
        await expect(page.getByTestId('account-settings')).toBeVisible()
      },
    )
  })
}
