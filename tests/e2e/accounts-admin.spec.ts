import { expect, test } from '@playwright/test'

import { languages, testIn } from './messages'
import { gotoInteractive } from './support'

import {
  asClient,
  startInvestmentFlow,
  logInThroughModal,
  fillLogin,
  activationLinks,
  registerViaApi,
  strongPassword,
  uniqueEmail,
  withDatabase,
} from './accounts-support'
import { signedInAdminPage } from './staff'

test('an investor is refused by the admin panel', async ({ page, request }) => {
  const email = uniqueEmail('no-admin')
  await registerViaApi(request, { email })
  await asClient(page)
  await logInThroughModal(page, { lng: 'en', email })
  await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/(unauthorized|login)/)
  expect((await page.request.get('/api/users')).status()).toBe(403)
})

for (const { lng, m } of languages) {
  const labels = { email: m.Account.email, password: m.Account.password }

  test.describe(`account administration (${lng})`, () => {
    testIn(lng, 'he')(
      'an account locked after long inactivity is unlocked by an administrator in the admin',
      async ({ page, request, browser }) => {
        // The admin's first pages are heavy; two workers opening them at once take a while.
        test.setTimeout(90_000)
        const email = uniqueEmail('dormant')
        const id = await registerViaApi(request, { email })
        await withDatabase((db) =>
          db.query(
            `update investors set last_activity_at = now() - interval '13 months' where id = $1`,
            [id],
          ),
        )
        await asClient(page)
        await logInThroughModal(page, { lng, email })
        await expect(page.getByTestId('lock-screen-locked')).toContainText(m.Account.lockedText)

        // The admin in the same language as the investor's site.
        const { context: staff, page: admin } = await signedInAdminPage(
          browser,
          lng === 'he' ? 'he-IL' : 'en-US',
        )
        await admin.goto(`/admin/collections/investors/${id}`)
        const lockField = admin.locator('#field-lockReason')
        await expect(lockField).toContainText(
          lng === 'he' ? 'חוסר פעילות ממושך' : 'Long inactivity',
          {
            timeout: 30_000,
          },
        )
        await lockField.locator('.clear-indicator').click()
        await admin.locator('#action-save').click()
        await expect(admin.locator('[data-sonner-toast][data-type=success]')).toBeVisible()
        await admin.goto('/admin/collections/audit-log')
        await expect(
          admin.getByText(lng === 'he' ? 'חשבון שוחרר' : 'Account unlocked').first(),
        ).toBeVisible()
        await staff.close()

        await gotoInteractive(page, '/?after=unlock#login')
        await fillLogin(page, email, strongPassword, labels)
        await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
      },
    )

    testIn(lng, 'en')(
      'a session ended on the server shows "Session Expired" in the browser',
      async ({ page, request }) => {
        const email = uniqueEmail('expired')
        const id = await registerViaApi(request, { email })
        await asClient(page)
        await logInThroughModal(page, { lng, email })
        await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
        await withDatabase((db) =>
          db.query(
            `update investor_sessions set last_seen_at = now() - interval '1 day' where investor_id = $1`,
            [id],
          ),
        )
        await gotoInteractive(page, '/policy/privacy')
        await expect(page.getByTestId('session-expired')).toContainText(m.Account.sessionExpired)
        await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'anonymous')
      },
    )

    testIn(lng, 'he')(
      'a company account in an investment flow is told to register anew as an investor',
      async ({ page, request }) => {
        const email = uniqueEmail('company')
        const id = await registerViaApi(request, { email })
        await withDatabase((db) =>
          db.query(
            `update investors set account_kind = 'company', email_verified = true where id = $1`,
            [id],
          ),
        )
        await asClient(page)
        await page.goto(`/?lng=${lng}`)
        await gotoInteractive(page, '/')
        await startInvestmentFlow(page, {
          authSource: 'investment',
          project: { alias: 'green-tower', amount: 5000, price: 10 },
        })
        await fillLogin(page, email, strongPassword, labels)
        await expect(page.locator('dialog[data-modal=accountkind]')).toContainText(
          m.Modals.accountkind.text,
        )
      },
    )

    testIn(lng, 'en')(
      'an unconfirmed account asks for the activation link again from its profile',
      async ({ page, request }) => {
        const email = uniqueEmail('resend')
        await registerViaApi(request, { email, locale: lng })
        await asClient(page)
        await logInThroughModal(page, { lng, email })
        // Not confirmed yet: login goes home (spec 4); the profile offers the link again.
        await expect(page).toHaveURL(/\/$/)
        await gotoInteractive(page, '/investor/profile')
        const resend = page.getByTestId('resend-activation')
        await resend.getByRole('button', { name: m.Account.resendActivation }).click()
        await expect(resend.getByRole('status')).toHaveText(m.Account.activationResent)
        // The second link replaces the first: only the newest works.
        const [first, newest] = await activationLinks(email, 2)
        await page.goto(new URL(first).pathname + new URL(first).search)
        await expect(page.getByTestId('activation-status')).toHaveAttribute(
          'data-status',
          'invalid',
        )
        await page.goto(new URL(newest).pathname + new URL(newest).search)
        await expect(page.getByTestId('flash-notice')).toContainText(
          m.Account.notices.emailConfirmed,
        )
      },
    )
  })
}
