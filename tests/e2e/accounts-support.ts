import { expect, type APIRequestContext, type Page } from '@playwright/test'
import pg from 'pg'

import { fetchMessages, linkFrom, waitForMessage } from '../support/mail-catcher'
import { messages } from './messages'
import { gotoInteractive } from './support'
import { mailCatcherUrl } from '../../playwright.config'
import { staffAuthHeaders } from './staff'

let ipCounter = 0

/**
 * Each test speaks from its own client address (the test server trusts loopback proxies), so the
 * per-IP rate limits of one test never slow another.
 */
export function uniqueIp(): string {
  ipCounter += 1
  const n = (process.pid * 97 + ipCounter * 13 + Date.now()) % 65_000
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`
}

export async function asClient(page: Page): Promise<string> {
  const ip = uniqueIp()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
  return ip
}

export const strongPassword = 'Copper-Lantern-4812'

export function uniqueEmail(prefix = 'investor'): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
}

/** An Israeli mobile number no other test uses (per-phone code limits stay each test's own). */
export function uniquePhone(): { local: string; e164: string } {
  const digits = String(Math.floor(1_000_000 + Math.random() * 8_999_999))
  return { local: `050-${digits.slice(0, 3)}-${digits.slice(3)}`, e164: `+97250${digits}` }
}

/** Opens an account through the API, as the registration form does. */
export async function registerViaApi(
  request: APIRequestContext,
  account: {
    email: string
    name?: string
    password?: string
    locale?: 'he' | 'en'
    phone?: string
    /** More of the registration's fields: a company's `accountKind`, `companyName`… */
    extra?: Record<string, unknown>
  },
): Promise<number> {
  const response = await request.post('/api/register', {
    headers: { 'X-Forwarded-For': uniqueIp() },
    data: {
      name: account.name ?? 'Dana Cohen',
      email: account.email,
      phone: account.phone ?? '050-123-4567',
      phoneCountry: 'IL',
      password: account.password ?? strongPassword,
      confirmPassword: account.password ?? strongPassword,
      agree: true,
      locale: account.locale ?? 'en',
      ...account.extra,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

/** Waits for the e-mail to `to` whose text holds a link to `path`, and returns that link. */
export async function linkInEmail(to: string, path: string): Promise<string> {
  const message = await waitForMessage(mailCatcherUrl, to, (m) => m.text.includes(path), 20_000)
  const link = linkFrom(message, path)
  expect(link, `a ${path} link in the e-mail to ${to}`).toBeTruthy()
  return link as string
}

/** Waits until `count` activation e-mails reached `to`; their links, oldest first. */
export async function activationLinks(
  to: string,
  count: number,
): Promise<[string, string, ...string[]]> {
  let links: string[] = []
  await expect
    .poll(
      async () => {
        links = (await fetchMessages(mailCatcherUrl, to))
          .map((message) => linkFrom(message, '/activation'))
          .filter((link): link is string => link !== null)
        return links.length
      },
      { message: `activation e-mails to ${to}`, timeout: 20_000, intervals: [200] },
    )
    .toBeGreaterThanOrEqual(count)
  return links as [string, string, ...string[]]
}

/** Follows the activation e-mail so the account counts as confirmed. */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const link = await linkInEmail(email, '/activation')
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page).not.toHaveURL(/activation/)
}

/** Direct database access for what no screen can do: backdating an account's last activity. */
export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URI })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function fillLogin(
  page: Page,
  email: string,
  password: string,
  labels: { email: string; password: string },
) {
  const form = page.getByTestId('login-form')
  await form.getByLabel(labels.email).fill(email)
  await form.getByLabel(labels.password, { exact: true }).fill(password)
  await form.locator('button[type=submit]').click()
}

/** Opens the login tab on `path` in the language `lng` and logs in. */
export async function logInThroughModal(
  page: Page,
  options: { lng: 'he' | 'en'; email: string; password?: string; path?: string },
) {
  const path = options.path ?? '/'
  const texts = messages[options.lng].Account
  await page.goto(`${path}?lng=${options.lng}`)
  await gotoInteractive(page, `${path}#login`)
  await fillLogin(page, options.email, options.password ?? strongPassword, {
    email: texts.email,
    password: texts.password,
  })
}

/** What a project page records before opening the auth modal in an investment flow. */
export async function startInvestmentFlow(
  page: Page,
  navigation: {
    authSource: 'investment' | 'project'
    project: { alias: string; amount: number; price: number }
  },
) {
  await page.evaluate(
    (state) => sessionStorage.setItem('navigation', JSON.stringify(state)),
    navigation,
  )
  await page.evaluate(() => (window.location.hash = 'login'))
}

/** Changes the administrator's Account security settings through Payload's REST API. */
export async function updateAccountSecurity(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<void> {
  const saved = await request.post('/api/globals/account-security', {
    headers: await staffAuthHeaders(request),
    data,
  })
  expect(saved.status()).toBe(200)
}
