import { expect, test } from '@playwright/test'

import { mailCatcherUrl } from '../../playwright.config'
import { waitForMessage } from '../support/mail-catcher'
import { asClient, registerViaApi, uniqueEmail, uniquePhone } from './accounts-support'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'
import { goToProvider, signedInEmail, signInAtProvider, uniqueSubject } from './social-support'

const en = languages.find((language) => language.lng === 'en')!.m

for (const { lng, m } of languages) {
  const notices = m.Account.socialNotices

  testIn(lng, 'he')(
    `Google: a new account, then the same person returning (${lng})`,
    async ({ page }) => {
      await asClient(page)
      const person = {
        sub: uniqueSubject(),
        email: uniqueEmail('google'),
        name: lng === 'he' ? 'דנה כהן' : 'Dana Cohen',
      }
      await goToProvider(page, lng, m, 'google')
      expect(new URL(page.url()).searchParams.get('code_challenge_method')).toBe('S256')
      await signInAtProvider(page, person)
      // Back on the page the modal was opened on, signed in, no notice.
      await expect(page).toHaveURL(/\/policy\/privacy$/)
      await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
      await expect(page.getByTestId('account-links')).toContainText(person.name)
      await expect(page.getByTestId('social-notice')).toHaveCount(0)
      expect(await signedInEmail(page)).toBe(person.email)

      await page.request.post('/api/logout', { headers: { Origin: new URL(page.url()).origin } })
      // The provider now reports another address: the account is found by its subject, not e-mail.
      await goToProvider(page, lng, m, 'google')
      await signInAtProvider(page, { ...person, email: uniqueEmail('google-changed') })
      await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
      expect(await signedInEmail(page)).toBe(person.email)
    },
  )

  testIn(lng, 'en')(
    `a state that does not match stops silently, signed out (${lng})`,
    async ({ page }) => {
      await asClient(page)
      await goToProvider(page, lng, m, 'google')
      await page
        .locator('input[name=state]')
        .evaluate((input: HTMLInputElement) => (input.value = 'forged-state'))
      await signInAtProvider(page, {
        sub: uniqueSubject(),
        email: uniqueEmail('forged'),
        name: 'Forged',
      })
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
      await gotoInteractive(page, '/')
      await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'anonymous')
      await expect(page.getByTestId('social-notice')).toHaveCount(0)
      expect(await signedInEmail(page)).toBeNull()
    },
  )

  testIn(lng, 'he')(
    `Facebook does not vouch for e-mail: no joining an existing account; a new one must confirm (${lng})`,
    async ({ page, request }) => {
      await asClient(page)
      const taken = uniqueEmail('taken')
      await registerViaApi(request, { email: taken, phone: uniquePhone().local })
      await goToProvider(page, lng, m, 'facebook')
      await signInAtProvider(page, { sub: uniqueSubject(), email: taken, name: 'Somebody Else' })
      await expect(page.getByTestId('social-notice')).toContainText(notices.emailTaken)
      await expect(page).toHaveURL(/\/policy\/privacy$/)
      expect(await signedInEmail(page)).toBeNull()

      const fresh = uniqueEmail('facebook')
      await goToProvider(page, lng, m, 'facebook')
      await signInAtProvider(page, { sub: uniqueSubject(), email: fresh, name: 'Noa Facebook' })
      await expect(page.getByTestId('social-notice')).toContainText(notices.confirmEmail)
      expect(await signedInEmail(page)).toBe(fresh)
      const activation = await waitForMessage(mailCatcherUrl, fresh, (mail) =>
        mail.text.includes('/activation?code='),
      )
      expect(activation).toBeTruthy()
    },
  )
}

test('Google with a verified e-mail joins the existing account', async ({ page, request }) => {
  await asClient(page)
  const email = uniqueEmail('joined')
  await registerViaApi(request, { email, phone: uniquePhone().local })
  await goToProvider(page, 'en', en, 'google')
  await signInAtProvider(page, { sub: uniqueSubject(), email, name: 'Joined Person' })
  await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
  expect(await signedInEmail(page)).toBe(email)
  // The provider confirmed the address, so the account's e-mail counts as confirmed.
  const user = (await (await page.request.get('/api/user')).json()) as {
    user: { emailVerified: boolean }
  }
  expect(user.user.emailVerified).toBe(true)
})

test('Google with an unverified e-mail does not join the existing account', async ({
  page,
  request,
}) => {
  await asClient(page)
  const email = uniqueEmail('unverified')
  await registerViaApi(request, { email, phone: uniquePhone().local })
  await goToProvider(page, 'en', en, 'google')
  await signInAtProvider(page, { sub: uniqueSubject(), email, name: 'X', emailVerified: false })
  await expect(page.getByTestId('social-notice')).toContainText(en.Account.socialNotices.emailTaken)
  expect(await signedInEmail(page)).toBeNull()
})

test('the providers offered are the configured ones; an unknown one is not found', async ({
  request,
}) => {
  const providers = await request.get('/api/social/providers')
  expect(await providers.json()).toEqual({ providers: ['google', 'facebook'] })
  expect((await request.get('/api/social/twitter', { maxRedirects: 0 })).status()).toBe(404)
})
