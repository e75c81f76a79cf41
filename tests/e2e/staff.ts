import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'

import { baseURL } from '../../playwright.config'

import { linkInEmail, uniqueIp } from './accounts-support'
import { codeOfStep, earliestAcceptedStep, nextCode } from './totp-clock'
import { e2eStaffEmail, e2eStaffSlots, e2eStaffTotpSecret } from '../support/e2e-staff'

const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % e2eStaffSlots
const password = process.env.E2E_ADMIN_PASSWORD ?? ''

/**
 * The administrator this worker signs in as: its own account (tests/support/create-e2e-staff.ts),
 * so that workers never sign in to one account at the same moment. Its second factor's codes are
 * computed from its key.
 */
export const staffAccount = {
  email: e2eStaffEmail(slot),
  password,
  totpSecret: e2eStaffTotpSecret(slot, password),
}

type Session = { token: string; cookieName: string; at: number }
type Saved = { session: Session | null; lastStep: number | null }

/**
 * Where this slot's session and last used code step are kept between the worker processes that
 * hold the slot in turn (a worker restarted after a failure, the site-settings run after the
 * chromium one): each run's database has its own name, so a file never outlives its run.
 */
const savedFile = path.join(
  tmpdir(),
  `e2e-staff-${createHash('sha256')
    .update(`${baseURL}|${process.env.DATABASE_URI ?? ''}|${password}|${slot}`)
    .digest('hex')
    .slice(0, 16)}.json`,
)

function readSaved(): Saved {
  try {
    return JSON.parse(readFileSync(savedFile, 'utf8')) as Saved
  } catch {
    return { session: null, lastStep: null }
  }
}

/** This worker process's session, once signed in or read from the file. */
let current: Session | null = null

const sessionIsYoung = (session: Session | null): session is Session =>
  session !== null && Date.now() - session.at < 15 * 60_000

/**
 * The worker's staff session: signed in once through the API, then reused by every test of the
 * slot's workers, renewed after 15 minutes (the token lives 30). Each code step is accepted once,
 * so the sign-in takes the earliest step after the slot's last one that the server still accepts
 * (totp-clock.ts) rather than waiting for a fresh one.
 */
async function workerSession(request: APIRequestContext): Promise<Session> {
  if (sessionIsYoung(current)) return current
  const saved = readSaved()
  if (sessionIsYoung(saved.session)) {
    const me = await request.get('/api/users/me', {
      headers: { Authorization: `JWT ${saved.session.token}` },
    })
    if (me.ok() && ((await me.json()) as { user: unknown }).user) return (current = saved.session)
  }
  let lastStep = saved.lastStep
  for (let attempt = 0; attempt < 3; attempt++) {
    const { code, step } = await nextCode(staffAccount.totpSecret, lastStep)
    lastStep = step
    const login = await request.post('/api/users/login', {
      // An address of its own: staff sign-in is limited per IP, and every test runs on loopback.
      headers: { 'X-Forwarded-For': uniqueIp() },
      data: { email: staffAccount.email, password: staffAccount.password, code },
    })
    if (login.ok()) {
      const setCookie = login.headers()['set-cookie'] ?? ''
      const cookieName = setCookie.match(/^([^=]+)=/)?.[1] ?? 'payload-token'
      const { token } = (await login.json()) as { token: string }
      const session = { token, cookieName, at: Date.now() }
      writeFileSync(savedFile, JSON.stringify({ session, lastStep } satisfies Saved))
      return (current = session)
    }
    // That step was spent by a sign-in this file did not record: the next one.
  }
  throw new Error('the staff account could not sign in')
}

/** Headers that sign a REST call in as the worker's administrator (`Authorization: JWT …`). */
export async function staffAuthHeaders(
  request: APIRequestContext,
): Promise<Record<string, string>> {
  return { Authorization: `JWT ${(await workerSession(request)).token}` }
}

/** A browser signed in to the admin as this worker's staff account (English admin by default). */
export async function signedInAdminPage(
  browser: Browser,
  locale: 'en-US' | 'he-IL' = 'en-US',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale })
  const { token, cookieName } = await workerSession(context.request)
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
  return { context, page }
}

/**
 * A browser signed in to the admin as a new compliance officer (or editor): created by the worker's
 * administrator, set up through the e-mailed setup link as a person would (the page's requests:
 * its key, then the password and the first code), then signed in.
 */
export async function signedInCompliancePage(
  browser: Browser,
  locale: 'en-US' | 'he-IL' = 'en-US',
  role: 'compliance' | 'editor' = 'compliance',
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext({ locale })
  const email = `${role}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const created = await context.request.post('/api/users', {
    headers: await staffAuthHeaders(context.request),
    data: {
      email,
      name: role === 'editor' ? 'Content Editor' : 'Compliance Officer',
      role,
      language: 'en',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const link = new URL(await linkInEmail(email, '/staff-setup')).searchParams.get('token')
  const opened = await context.request.post('/api/staff-link/setup', { data: { token: link } })
  expect(opened.status(), await opened.text()).toBe(200)
  const { enrolment } = (await opened.json()) as { enrolment: { secret: string } | null }
  // Roles that see investors' data enrol in the second factor on the setup page.
  expect(Boolean(enrolment), 'the setup link enrols a compliance officer').toBe(
    role === 'compliance',
  )
  const secret = enrolment?.secret
  const setupStep = earliestAcceptedStep(null)
  const completed = await context.request.post('/api/staff-link/setup/complete', {
    data: {
      token: link,
      password: staffAccount.password,
      confirmPassword: staffAccount.password,
      code: secret ? codeOfStep(secret, setupStep) : undefined,
    },
  })
  expect(completed.status(), await completed.text()).toBe(200)
  // With the site's Origin, as the login form sends it: the context may hold a session cookie by
  // now, and a cookie-carrying write without Origin or Sec-Fetch-Site is refused.
  const signedIn = await context.request.post('/api/users/login', {
    headers: { 'X-Forwarded-For': uniqueIp(), Origin: new URL(baseURL).origin },
    // The step after the setup's (each is accepted once; the server's window is one step).
    data: {
      email,
      password: staffAccount.password,
      code: secret ? codeOfStep(secret, setupStep + 1) : undefined,
    },
  })
  expect(signedIn.status(), await signedIn.text()).toBe(200)
  const cookieName = (signedIn.headers()['set-cookie'] ?? '').match(/^([^=]+)=/)?.[1] ?? ''
  const { token } = (await signedIn.json()) as { token: string }
  // The sign-in's own Set-Cookie (Secure `__Host-` in production) is not kept over http://.
  await context.clearCookies()
  await context.addCookies([
    {
      name: cookieName,
      value: token,
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
