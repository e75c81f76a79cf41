import { expect, type APIRequestContext, type Page } from '@playwright/test'

import {
  asClient,
  confirmEmail,
  fillLogin,
  registerViaApi,
  strongPassword,
  uniqueEmail,
} from './accounts-support'
import { messages } from './messages'
import { gotoInteractive } from './support'

/**
 * A new investor (account in `lng`), e-mail confirmed, signed in through the login modal on
 * /investor/profile in that language, with the section `section` open.
 */
export async function investorOnProfile(
  page: Page,
  request: APIRequestContext,
  lng: 'he' | 'en',
  prefix: string,
  section: string,
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(prefix)
  const id = await registerViaApi(request, { email, locale: lng, name: 'Dana Cohen' })
  await asClient(page)
  await confirmEmail(page, email)
  const texts = messages[lng].Account
  await page.goto(`/investor/profile?lng=${lng}`)
  await gotoInteractive(page, '/investor/profile#login')
  await fillLogin(page, email, strongPassword, { email: texts.email, password: texts.password })
  await page.getByTestId(`section-link-${section}`).click()
  await expect(page).toHaveURL(new RegExp(`section=${section}`))
  return { id, email }
}

/**
 * Records the Content-Security-Policy violations each page reports (the forms load zod, whose eval
 * probe the policy would refuse); the returned function reads the current page's.
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}
