import { expect, test, type Browser, type Page } from '@playwright/test'

import { sealLinkToken } from '../../src/server/links/link-token'
import {
  asClient,
  logInThroughModal,
  registerViaApi,
  uniqueEmail,
  uniquePhone,
} from './accounts-support'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'
import { signedInAdminPage } from './staff'

/** Staff make the invitation in the admin (in the given language) and copy its link. */
async function inviteInAdmin(
  browser: Browser,
  lng: string,
  person: { email: string; name: string; phone: string },
): Promise<string> {
  const { context: staff, page: admin } = await signedInAdminPage(
    browser,
    lng === 'he' ? 'he-IL' : 'en-US',
  )
  await admin.goto('/admin/collections/invitations/create')
  await admin.locator('#field-email').fill(person.email)
  await admin.locator('#field-name').fill(person.name)
  await admin.locator('#field-phone').fill(person.phone)
  await admin.locator('#action-save').click()
  await expect(admin.locator('[data-sonner-toast][data-type=success]')).toBeVisible()
  const link = await admin.locator('#field-link').inputValue({ timeout: 30_000 })
  await staff.close()
  return link
}

/** The path and query of an absolute link, to open on the test server. */
const onSite = (link: string) => {
  const url = new URL(link)
  return url.pathname + url.search
}

const authModal = (page: Page) => page.locator('dialog[data-modal=auth]')

for (const { lng, m } of languages) {
  const a = m.Account

  testIn(lng, 'he')(
    `an invitation for a new address opens registration, filled in (${lng})`,
    async ({ page, browser }) => {
      test.setTimeout(90_000)
      const phone = uniquePhone()
      const person = { email: uniqueEmail('invited'), name: 'Maya Invited', phone: phone.local }
      const link = await inviteInAdmin(browser, lng, person)
      expect(link).toMatch(/\/\?token=v1\./)
      expect(link).not.toContain(person.email)

      await asClient(page)
      await page.goto(`/policy/privacy?lng=${lng}`)
      const opened = Date.now()
      await gotoInteractive(page, onSite(link))
      const form = authModal(page).getByTestId('register-form')
      await expect(form).toBeVisible()
      // Spec 9: the modal waits a second after the page.
      expect(Date.now() - opened).toBeGreaterThanOrEqual(1000)
      await expect(form.getByLabel(a.email)).toHaveValue(person.email)
      await expect(form.getByLabel(a.name)).toHaveValue(person.name)
      await expect(form.getByLabel(a.phone)).toHaveValue(phone.e164)
      await expect(page).toHaveURL(/\/$/)
    },
  )

  testIn(lng, 'en')(
    `an invitation for an existing account opens login with its address (${lng})`,
    async ({ page, request }) => {
      const email = uniqueEmail('invited-member')
      await registerViaApi(request, { email })
      await asClient(page)
      await page.goto(`/?lng=${lng}`)
      const token = sealLinkToken({ kind: 'invitation', email })
      await gotoInteractive(page, `/policy/terms-of-use?token=${encodeURIComponent(token)}`)
      const form = authModal(page).getByTestId('login-form')
      await expect(form).toBeVisible()
      await expect(form.getByLabel(a.email)).toHaveValue(email)
      await expect(page).toHaveURL(/\/policy\/terms-of-use$/)
    },
  )
}

test('a transaction link signs the investor out and keeps the transaction id', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('transaction')
  await registerViaApi(request, { email })
  await asClient(page)
  await logInThroughModal(page, { lng: 'en', email })
  await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
  const token = sealLinkToken({ kind: 'transaction', transactionId: 'rb-20261122-0042' })
  await gotoInteractive(page, `/?token=${encodeURIComponent(token)}`)
  await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'anonymous')
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => sessionStorage.getItem('rbTransactionId'))).toBe(
    'rb-20261122-0042',
  )
  expect((await page.request.get('/api/user')).status()).toBe(401)
})

test('a forged or altered token does nothing; /change-password keeps its own token', async ({
  page,
}) => {
  await asClient(page)
  const genuine = sealLinkToken({ kind: 'invitation', email: uniqueEmail('altered') })
  const altered = genuine.slice(0, -3) + (genuine.endsWith('AAA') ? 'BBB' : 'AAA')
  const opened = await page.request.post('/api/link-token/open', { data: { token: altered } })
  expect(opened.status()).toBe(410)
  await page.goto('/?lng=en')
  // The page asks about the token, is refused, and opens nothing (a modal follows only an answer).
  const refused = page.waitForResponse((response) =>
    response.url().endsWith('/api/link-token/open'),
  )
  await gotoInteractive(page, `/?token=${encodeURIComponent(altered)}`)
  expect((await refused).status()).toBe(410)
  await expect(authModal(page)).toHaveCount(0)

  // /change-password does not even ask: once hydrated (the detector's effect has run), no request.
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/link-token/open')) asked.push(request.url())
  })
  await gotoInteractive(page, `/change-password?token=${encodeURIComponent(genuine)}`)
  await expect(authModal(page)).toHaveCount(0)
  expect(asked).toEqual([])
  await expect(page).toHaveURL(/token=/)
})
