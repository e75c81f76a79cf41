import { randomInt } from 'node:crypto'

import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'

import { totpCode } from '@/domain/auth/totp'

import { baseURL } from '../../playwright.config'

import { uniqueIp } from './accounts-support'
import { staffAuthHeaders } from './staff'

const password = 'Lantern-Quartz-Harbour-8842'

/**
 * A compliance officer of its own, made by the worker's administrator, signed in to the admin in
 * a browser of `locale`. Compliance must have a second factor: the first sign-in answers with a
 * new authenticator key (as the admin's enrolment screen shows it), whose code completes it.
 */
export async function signedInCompliancePage(
  browser: Browser,
  request: APIRequestContext,
  locale: 'en-US' | 'he-IL',
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const email = `compliance.${Date.now()}.${randomInt(1e6)}@example.com`
  const created = await request.post('/api/users', {
    headers: await staffAuthHeaders(request),
    data: { email, password, role: 'compliance', name: 'Compliance officer' },
  })
  expect(created.status(), await created.text()).toBe(201)

  const context = await browser.newContext({ locale })
  const headers = { 'X-Forwarded-For': uniqueIp() }
  const enrol = await context.request.post('/api/users/login', {
    headers,
    data: { email, password },
  })
  const { errors } = (await enrol.json()) as { errors?: { data?: { secret?: string } }[] }
  const secret = errors?.[0]?.data?.secret
  expect(secret, 'an authenticator key to enrol').toBeTruthy()
  const login = await context.request.post('/api/users/login', {
    headers,
    data: { email, password, code: totpCode(secret!) },
  })
  expect(login.status(), await login.text()).toBe(200)
  const cookieName =
    (login.headers()['set-cookie'] ?? '').match(/^([^=]+)=/)?.[1] ?? 'payload-token'
  const { token } = (await login.json()) as { token: string }
  await context.clearCookies()
  await context.addCookies([
    {
      name: cookieName,
      value: token,
      // Domain and path, not a URL: Chromium refuses a Secure (`__Host-`) cookie given for http://.
      domain: new URL(baseURL).hostname,
      path: '/',
      httpOnly: true,
      secure: cookieName.startsWith('__Host-'),
      sameSite: 'Lax',
    },
  ])
  const page = await context.newPage()
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/?$/)
  return { context, page, email }
}
