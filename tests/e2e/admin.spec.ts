import { expect, test, type Page } from '@playwright/test'

import { linkInEmail, registerViaApi, uniqueEmail, uniqueIp } from './accounts-support'
import { languages } from './messages'
import { signedInAdminPage, staffAccount, staffAuthHeaders } from './staff'
import { codeOfStep, earliestAcceptedStep, nextCode } from './totp-clock'

/** Fills the code of the earliest step after `lastStep` that the server accepts; answers it. */
async function fillNextCode(page: Page, label: string, secret: string, lastStep: number) {
  const { code, step } = await nextCode(secret, lastStep)
  await page.getByLabel(label).fill(code)
  return step
}

test.describe('admin panel', () => {
  test.beforeAll(() => {
    expect(staffAccount.password, 'E2E_ADMIN_PASSWORD is set by npm test').not.toBe('')
  })

  for (const { lng, m } of languages) {
    test(`a new staff member sets up the account from the e-mailed link, then signs in with codes, in ${lng}`, async ({
      browser,
      request,
    }) => {
      test.slow()
      const t = m.StaffSignIn
      const s = m.StaffSetup
      // A compliance officer, who must have a second factor, made by the worker's administrator
      // with no password: the setup link goes to the member, in the member's language.
      const email = `two-factor.${lng}.${Date.now()}@example.com`
      const password = 'Lantern-Quartz-Harbour-8842'
      const created = await request.post('/api/users', {
        headers: await staffAuthHeaders(request),
        data: { email, role: 'compliance', name: `Compliance ${lng}`, language: lng },
      })
      expect(created.status(), await created.text()).toBe(201)
      const link = new URL(await linkInEmail(email, '/staff-setup'))
      expect(link.searchParams.get('lng')).toBe(lng)

      const context = await browser.newContext({
        locale: lng === 'he' ? 'he-IL' : 'en-US',
        extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
      })
      const page = await context.newPage()
      await page.goto(link.pathname + link.search)
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'he' ? 'rtl' : 'ltr')
      await expect(page.getByRole('heading', { name: s.title })).toBeVisible()
      const form = page.getByTestId('staff-setup-form')
      await expect(form).toContainText(email)
      const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? ''
      expect(secret).toMatch(/^[A-Z2-7]{32}$/)
      // Opened again, the link shows the same key: a pending enrolment keeps one.
      await page.reload()
      await expect(page.getByTestId('totp-secret')).toHaveText(secret)
      await page.getByLabel(s.password, { exact: true }).fill(password)
      await page.getByLabel(s.confirmPassword).fill(password)
      // The earliest step the server accepts, so that the two sign-ins below need no new one.
      let step = earliestAcceptedStep(null)
      await page.getByLabel(t.code).fill(codeOfStep(secret, step))
      await page.getByRole('button', { name: s.submit }).click()
      const done = page.getByTestId('staff-setup-done')
      await expect(done.getByRole('heading', { name: s.doneTitle })).toBeVisible()
      await expect(done.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
      // The link is spent.
      await page.goto(link.pathname + link.search)
      await expect(page.getByTestId('staff-link-invalid')).toHaveText(s.linkInvalid)

      const signIn = async () => {
        await page.goto('/admin')
        await expect(page).toHaveURL(/\/admin\/login/)
        await expect(page.getByRole('heading', { name: t.title })).toBeVisible()
        await page.getByLabel(t.email).fill(email)
        await page.getByLabel(t.password, { exact: true }).fill(password)
        await page.getByRole('button', { name: t.submit, exact: true }).click()
      }
      await signIn()
      await expect(page.getByLabel(t.code)).toBeVisible()
      // Each code is accepted once: a later time step's than the setup's.
      step = await fillNextCode(page, t.code, secret, step)
      await page.getByRole('button', { name: t.verify }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await page.goto('/admin/collections/pages')
      await expect(
        page
          .getByRole('link', { name: 'Privacy policy' })
          .or(page.getByRole('link', { name: 'מדיניות פרטיות' }))
          .first(),
      ).toBeVisible()

      // Signed out, the next sign-in asks for a code at once; a wrong one is refused.
      await context.clearCookies()
      await signIn()
      await expect(page.getByLabel(t.code)).toBeVisible()
      await page.getByLabel(t.code).fill('000000')
      await page.getByRole('button', { name: t.verify }).click()
      await expect(page.locator('form.staff-login').getByRole('alert')).toContainText(
        lng === 'he' ? 'הקוד שגוי' : 'The code is wrong',
      )
      await fillNextCode(page, t.code, secret, step)
      await page.getByRole('button', { name: t.verify }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)
      await context.close()
    })
  }

  test('an administrator adds a staff member in the admin without a password', async ({
    browser,
  }) => {
    const { context, page } = await signedInAdminPage(browser)
    const email = `added.${Date.now()}@example.com`
    await page.goto('/admin/collections/users/create')
    await expect(page.getByTestId('staff-setup-notice')).toBeVisible()
    // The form asks for no password: the member chooses one through the e-mailed setup link.
    await expect(page.locator('input[name="password"]')).toBeHidden()
    await expect(page.locator('input[name="confirm-password"]')).toBeHidden()
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="name"]').fill('Added Editor')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/users\/\d+/)
    const link = new URL(await linkInEmail(email, '/staff-setup'))
    expect(link.searchParams.get('token')).toMatch(/^stf_/)
    // The saved member's page still offers a password change.
    await expect(page.locator('#change-password')).toBeVisible()
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

test('the Hebrew admin writes dates day-month-year on a 24-hour clock, yes or no, and phones left to right', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('admin-he')
  const id = await registerViaApi(request, { email, locale: 'he' })
  const { context, page } = await signedInAdminPage(browser, 'he-IL')
  await page.goto(`/admin/collections/investors?where[email][equals]=${encodeURIComponent(email)}`)
  const row = page.locator('tbody tr').filter({ hasText: email })
  // The tests' card provider runs on test keys: every admin page says so, and which provider, in
  // the admin's language.
  const banner = languages.find(({ lng }) => lng === 'he')!.m.TestPayments
  await expect(page.getByTestId('admin-test-payments')).toHaveText(
    `${banner.title} ${banner.admin} ${banner.provider} Stripe.`,
  )
  await expect(row.locator('.cell-emailVerified')).toHaveText('לא')
  // "26 נובמבר 2026, 14:05": no ordinal day ("שמיני") and no AM/PM.
  await expect(row.locator('.cell-createdAt')).toHaveText(
    /^\d{1,2} [\u05D0-\u05EA]+ \d{4}, \d{2}:\d{2}$/,
  )
  await page.goto(`/admin/collections/investors/${id}`)
  const phone = page.locator("input[name='phone']")
  await expect(phone).toHaveValue(/^\+972/)
  expect(await phone.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr')
  await context.close()
})

test('an editor uploads a picture with its alt text in both languages', async ({
  browser,
  request,
}) => {
  // Signs in to the admin and waits for it to hydrate: slow when the whole suite runs.
  test.slow()
  const { context, page } = await signedInAdminPage(browser)

  await page.goto('/admin/collections/media/create?locale=en')
  const banner = languages.find(({ lng }) => lng === 'en')!.m.TestPayments
  await expect(page.getByTestId('admin-test-payments')).toHaveText(
    `${banner.title} ${banner.admin} ${banner.provider} Stripe.`,
  )
  const name = `alt-check-${Date.now()}`
  await page.locator('input[type="file"]').setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: onePixelPng,
  })
  await page.getByLabel('Alternative text', { exact: false }).first().fill('A blue square')
  // Without the other language the upload is refused, naming the field.
  await expect(async () => {
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/invalid: Alternative text in the other language/)).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/create/)
  await page.getByLabel('Alternative text in the other language').fill('ריבוע כחול')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
  await context.close()

  // Stored as WebP (the collection converts uploads), under the same name.
  const found = await request.get(
    `/api/media?where[filename][equals]=${name}.webp&locale=all&depth=0`,
  )
  const [doc] = ((await found.json()) as { docs: { alt: Record<string, string> }[] }).docs
  expect(doc?.alt).toEqual({ en: 'A blue square', he: 'ריבוע כחול' })
})

/** The smallest PNG: one blue pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
)
