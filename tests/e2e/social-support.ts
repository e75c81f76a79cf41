import { expect, type Page } from '@playwright/test'

import { facebookStubUrl, googleStubUrl } from '../../playwright.config'
import type { messages } from './messages'
import { gotoInteractive } from './support'

type Texts = (typeof messages)['en']
export type Person = { sub: string; email: string; name: string; emailVerified?: boolean }

export const uniqueSubject = () => `subject-${Date.now()}-${Math.floor(Math.random() * 1e9)}`

/** Opens the auth modal on the privacy page and follows the provider's button to its sign-in page. */
export async function goToProvider(
  page: Page,
  lng: string,
  m: Texts,
  provider: 'google' | 'facebook',
) {
  await page.goto(`/policy/privacy?lng=${lng}`)
  await gotoInteractive(page, '/policy/privacy#login')
  const social = page.getByTestId('social-sign-in')
  await expect(social).toContainText(m.Modals.auth.social.terms)
  await social.getByRole('link', { name: m.Modals.auth.social[provider] }).click()
  await page.waitForURL(`${provider === 'google' ? googleStubUrl : facebookStubUrl}/authorize?**`)
  await expect(page.getByRole('heading', { name: new RegExp(provider) })).toBeVisible()
}

/** Plays the person at the provider's sign-in page. */
export async function signInAtProvider(page: Page, person: Person) {
  await page.getByLabel('Subject').fill(person.sub)
  await page.getByLabel('E-mail', { exact: true }).fill(person.email)
  await page.getByLabel('Name').fill(person.name)
  const verified = page.getByLabel('E-mail verified')
  if ((await verified.count()) > 0) await verified.setChecked(person.emailVerified ?? true)
  await page.getByRole('button', { name: 'Continue' }).click()
}

export const signedInEmail = async (page: Page) => {
  const response = await page.request.get('/api/user')
  if (response.status() !== 200) return null
  return ((await response.json()) as { user: { email: string } }).user.email
}
