import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import {
  linkInEmail,
  registerViaApi,
  strongPassword,
  uniqueEmail,
  uniqueIp,
} from './accounts-support'
import { signedInCompliancePage } from './staff'

/** An investor with a confirmed account and a bearer session, as an API client signs in. */
async function investorApi(request: APIRequestContext, locale: 'he' | 'en') {
  const email = uniqueEmail('kyc')
  const id = await registerViaApi(request, { email, locale })
  const code = new URL(await linkInEmail(email, '/activation')).searchParams.get('code')
  const headers = { 'X-Forwarded-For': uniqueIp() }
  expect((await request.post('/api/confirm/activate', { headers, data: { code } })).ok()).toBe(true)
  const login = await request.post('/api/login', {
    headers,
    data: { login: email, password: strongPassword, session: 'bearer' },
  })
  const { token } = (await login.json()) as { token: string }
  return { id, email, headers: { ...headers, Authorization: `Bearer ${token}` } }
}

/** A surname of letters only (names refuse digits) that no other test uses. */
const uniqueSurname = () =>
  'Katz' +
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

async function submitIdentity(
  request: APIRequestContext,
  investor: { headers: Record<string, string> },
  lastName: string,
) {
  const profile = await request.post('/api/catalog/update-profile', {
    headers: investor.headers,
    data: {
      firstName: 'Maya',
      lastName,
      birthDate: '1988-06-30',
      citizenship: 'israeli',
      idNumber: '000000018',
      address: 'Rothschild 5',
      city: 'Tel Aviv',
      zip: '6688101',
      sex: 'female',
      countryOfResidence: 'IL',
      publicOffice: false,
      knowledgeLevel: 'good',
      experienceLevel: 'upTo2Years',
      education: 'master',
      investsThroughCompany: false,
    },
  })
  expect(profile.status(), await profile.text()).toBe(200)
  for (const [kind, background] of [
    ['id-card', '#3a6ea5'],
    ['id-appendix', '#a53a6e'],
  ] as const) {
    const photo = await sharp({ create: { width: 320, height: 200, channels: 3, background } })
      .jpeg()
      .toBuffer()
    const uploaded = await request.post('/api/catalog/update-passport', {
      headers: investor.headers,
      multipart: { kind, file: { name: 'id.jpg', mimeType: 'image/jpeg', buffer: photo } },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
  }
  const submitted = await request.post('/api/catalog/submit-identity-check', {
    headers: investor.headers,
  })
  expect(submitted.status(), await submitted.text()).toBe(200)
}

const texts = {
  'en-US': {
    queue: 'Submitted for review',
    reveal: 'Show the full numbers',
    more: 'Ask for more information',
    approve: 'Approve',
    record: 'Record the decision',
    reasonRequired: 'Please write the reason the investor will read',
    saved: 'Decision recorded',
    moreStatus: 'More information requested',
    approvedStatus: 'Approved',
    notAnswered: 'Not answered yet.',
  },
  'he-IL': {
    queue: 'הוגש לבדיקה',
    reveal: 'הצגת המספרים המלאים',
    more: 'בקשת מידע נוסף',
    approve: 'אישור',
    record: 'רישום ההחלטה',
    reasonRequired: 'יש לכתוב את הנימוק שיוצג למשקיע',
    saved: 'ההחלטה נרשמה',
    moreStatus: 'התבקש מידע נוסף',
    approvedStatus: 'אושר',
    notAnswered: 'טרם נענה.',
  },
} as const

// Once, in the Hebrew admin: its texts alone differ between the languages (docs/testing.md).
for (const locale of ['he-IL'] as const) {
  test(`compliance asks for more, the investor answers, compliance approves (${locale} admin)`, async ({
    browser,
    request,
  }) => {
    const t = texts[locale]
    const investor = await investorApi(request, locale === 'he-IL' ? 'he' : 'en')
    const lastName = uniqueSurname()
    await submitIdentity(request, investor, lastName)
    const { context, page } = await signedInCompliancePage(browser, locale)

    await page.goto('/admin/collections/investor-profiles')
    const queue = page.getByRole('navigation').filter({ hasText: t.queue })
    await expect(queue.getByRole('link', { name: new RegExp(t.queue) })).toBeVisible()
    await queue.getByRole('link', { name: new RegExp(t.queue) }).click()
    await page.getByRole('link', { name: `Maya ${lastName}` }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/investor-profiles\/\d+/)

    // The documents are shown inline, through the access-checked file route.
    const images = page.locator('.identity-review__documents img')
    await expect(images).toHaveCount(2)
    await expect
      .poll(() => images.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(320)

    await expect(page.getByTestId('review-suitability')).toHaveText(t.notAnswered)
    await page.getByRole('button', { name: t.reveal }).click()
    await expect(page.locator('.review-numbers')).toContainText('000000018')

    await page.getByRole('radio', { name: t.more }).check()
    await page.getByRole('button', { name: t.record }).click()
    await expect(page.locator('.review-decision').getByRole('alert')).toHaveText(t.reasonRequired)
    const request_ =
      locale === 'he-IL'
        ? 'נא להעלות צילום חד של הספח'
        : 'Please upload a sharp photo of the appendix'
    await page.getByRole('textbox').first().fill(request_)
    await page.getByRole('button', { name: t.record }).click()
    // The refresh removes the choices (none is open until the investor answers); the
    // confirmation of the decision just recorded stays.
    await expect(page.locator('.identity-review strong').first()).toHaveText(t.moreStatus)
    await expect(page.getByRole('button', { name: t.record })).toHaveCount(0)
    await expect(page.locator('.review-decision').getByRole('status')).toContainText(t.saved)

    // The investor reads the request and sends the details again.
    const view = await (
      await request.get(`/api/user/investor/${investor.id}`, { headers: investor.headers })
    ).json()
    expect(view.identityCheck).toMatchObject({ status: 'more_info_requested', reason: request_ })
    const again = await request.post('/api/catalog/submit-identity-check', {
      headers: investor.headers,
    })
    expect(again.status()).toBe(200)

    await page.reload()
    await page.getByRole('radio', { name: t.approve }).check()
    await page.getByRole('button', { name: t.record }).click()
    await expect(page.locator('.identity-review strong').first()).toHaveText(t.approvedStatus)
    const approved = await (
      await request.get(`/api/user/investor/${investor.id}`, { headers: investor.headers })
    ).json()
    expect(approved.identityCheck.status).toBe('approved')
    await expect(page.locator('.identity-review__history tbody tr')).not.toHaveCount(0)
    await context.close()
  })
}
