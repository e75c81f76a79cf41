import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { mailCatcherUrl } from '../../playwright.config'
import { demoProjectAliases } from '../../src/seed-data/demo-projects-data'
import { waitForMessage } from '../support/mail-catcher'
import { uniqueIp } from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { languages, testIn } from './messages'
import { footerLeadForm, gotoInteractive } from './support'
import { signedInAdminPage, staffAuthHeaders } from './staff'

/** The seeded contact details send every new lead to this address (seed-contact-info.ts). */
const staffInbox = 'leads@example.com'

type StoredLead = {
  type: string
  source: string | null
  clientInfo: string | null
  email: string | null
  phone: string | null
  projectName: string | null
  projectCategory: string | null
  utm: Record<string, string | null>
}

const staffAuth = (request: APIRequestContext) => staffAuthHeaders(request)

/** The lead stored under `field = value`, read as an administrator through Payload's REST API. */
async function storedLead(request: APIRequestContext, field: string, value: string) {
  const headers = await staffAuth(request)
  const response = await request.get(
    `/api/leads?where[${field}][equals]=${encodeURIComponent(value)}&depth=0`,
    { headers },
  )
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as { docs: StoredLead[] }
  expect(docs).toHaveLength(1)
  return docs[0]!
}

/** Each test is its own visitor, so the per-IP lead limit never carries over between tests. */
async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() })
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

for (const { lng, m } of languages) {
  const t = m.Leads
  const v = m.Validation

  test.describe(`lead forms (${lng})`, () => {
    test.beforeEach(async ({ page }) => asNewVisitor(page))

    test('the footer form loads only as the footer nears the viewport', async ({ page }) => {
      await gotoInteractive(page, `/?lng=${lng}`)
      const footer = page.getByRole('contentinfo')
      // Far below the first screen of the home page: only the heading holds the form's place.
      await expect(footer.getByRole('heading', { name: t.footerTitle })).toBeAttached()
      await expect(footer.locator('[aria-busy="true"]')).toHaveCount(1)
      await expect(page.getByTestId('lead-form-general')).toHaveCount(0)

      const form = await footerLeadForm(page)
      await expect(form.getByLabel(t.firstName)).toBeVisible()
      await expect(footer.locator('[aria-busy="true"]')).toHaveCount(0)

      // The two name fields share a row without overlapping or leaving the form.
      const box = async (locator: Locator) => (await locator.boundingBox())!
      const first = await box(form.getByLabel(t.firstName))
      const last = await box(form.getByLabel(t.lastName))
      const whole = await box(form)
      const left = first.x < last.x ? first : last
      const right = left === first ? last : first
      expect(left.x + left.width).toBeLessThanOrEqual(right.x)
      expect(whole.x).toBeLessThanOrEqual(left.x)
      expect(right.x + right.width).toBeLessThanOrEqual(whole.x + whole.width)
    })

    test('the footer form explains each mistake and keeps send disabled until it is right', async ({
      page,
    }) => {
      await gotoInteractive(page, `/policy/privacy?lng=${lng}`)
      const form = await footerLeadForm(page)
      const send = form.getByRole('button', { name: t.send })
      await expect(send).toBeDisabled()
      // Marketing consent is an active choice: never ticked in advance.
      await expect(form.getByLabel(t.agreeInfo)).not.toBeChecked()

      await form.getByLabel(t.firstName).focus()
      await form.getByLabel(t.lastName).focus()
      await expect(form.getByText(v.required)).toHaveCount(1)

      const phone = form.getByLabel(t.phone, { exact: true })
      await phone.pressSequentially('05a0 12(3')
      await expect(phone).toHaveValue('050123')
      await form.getByLabel(t.emailOptional).fill('dana@')
      await form.getByLabel(t.message).focus()
      await expect(form.getByText(v.phoneInvalid)).toBeVisible()
      await expect(form.getByText(v.email)).toBeVisible()

      await form.getByLabel(t.country).selectOption('US')
      await expect(phone).toHaveValue('+1')
      await phone.fill('+1-212-456-78901234')
      await expect(phone).toHaveValue('+1-212-456-789012')

      await form.getByLabel(t.country).selectOption('IL')
      await phone.fill('050-123-4567')
      await form.getByLabel(t.firstName).fill('Dana')
      await form.getByLabel(t.lastName).fill('Levi')
      await form.getByLabel(t.emailOptional).fill('')
      await form.getByLabel(t.message).fill('Hello')
      await expect(send).toBeEnabled()
      await expect(form.getByText(v.required)).toHaveCount(0)
    })

    testIn(lng, 'he')(
      'a footer lead is stored with its route, browser and campaign, and the staff are told',
      async ({ page, request }) => {
        const lastName = `Footer${stamp()}`
        await gotoInteractive(
          page,
          `/policy/privacy?lng=${lng}&utm_source=e2e&utm_campaign=leads-${lng}`,
        )
        const form = await footerLeadForm(page)
        await form.getByLabel(t.firstName).fill('נועה')
        await form.getByLabel(t.lastName).fill(lastName)
        await form.getByLabel(t.phone, { exact: true }).fill('052-555-1234')
        await form.getByLabel(t.message).fill('I would like to invest in the next raise.')
        await form.getByRole('button', { name: t.send }).click()
        await expect(form.getByTestId('lead-success')).toContainText(t.sendSuccess)
        await expect(form.getByLabel(t.lastName)).toHaveValue('')

        const lead = await storedLead(request, 'lastName', lastName)
        expect(lead).toMatchObject({ type: 'general', source: '/policy/privacy', email: null })
        expect(lead.clientInfo).toContain('Chrome')
        expect(lead.utm).toMatchObject({ utm_source: 'e2e', utm_campaign: `leads-${lng}` })

        const mail = await waitForMessage(mailCatcherUrl, staffInbox, (msg) =>
          msg.text.includes(lastName),
        )
        expect(mail.text).toContain('052-555-1234')
      },
    )

    testIn(lng, 'en')(
      'a footer lead sent from a project page carries the project',
      async ({ page, request }) => {
        const lastName = `Project${stamp()}`
        await gotoInteractive(page, `/projects/${demoProjectAliases.raisingBonds}?lng=${lng}`)
        const projectName = await page.getByRole('heading', { level: 1 }).innerText()
        const form = await footerLeadForm(page)
        await form.getByLabel(t.firstName).fill('Avi')
        await form.getByLabel(t.lastName).fill(lastName)
        await form.getByLabel(t.phone, { exact: true }).fill('052-555-4321')
        await form.getByLabel(t.message).fill('Tell me more about this bond.')
        await form.getByRole('button', { name: t.send }).click()
        await expect(form.getByTestId('lead-success')).toContainText(t.sendSuccess)

        const lead = await storedLead(request, 'lastName', lastName)
        expect(lead.source).toBe(`/projects/${demoProjectAliases.raisingBonds}`)
        expect(lead.projectName).toBe(projectName)
        expect(lead.projectCategory).toBeTruthy()
      },
    )

    testIn(lng, 'he')(
      'the contacts page shows the contact details and sends its own form',
      async ({ page, request }) => {
        await gotoInteractive(page, `/contacts?lng=${lng}`)
        const details = page.getByRole('region', { name: t.contacts.detailsTitle })
        await expect(details.getByRole('link', { name: '+972-3-555-0123' })).toBeVisible()
        await expect(details.getByRole('link', { name: 'info@example.com' })).toBeVisible()
        // Social networks by their own names, as in the footer.
        await expect(details.getByRole('link', { name: 'LinkedIn', exact: true })).toBeVisible()
        await expectNoAxeViolations(page)

        // One form: the footer's, the same form again, is left out here.
        const footer = page.getByRole('contentinfo')
        await expect(footer.getByRole('heading', { name: t.footerTitle })).toHaveCount(0)
        await expect(page.getByLabel(t.firstName)).toHaveCount(1)
        const form = page.getByTestId('lead-form-contacts')
        await form.getByLabel(t.firstName).focus()
        await form.getByLabel(t.message).focus()
        await form.getByLabel(t.lastName).focus()
        await expect(form.getByText(v.required)).toHaveCount(2)

        const lastName = `Contacts${stamp()}`
        await form.getByLabel(t.firstName).fill('Dana')
        await form.getByLabel(t.lastName).fill(lastName)
        await form.getByLabel(t.phone, { exact: true }).fill('+972-50-765-4321')
        await form.getByLabel(t.emailOptional).fill(`${lastName.toLowerCase()}@example.com`)
        await form.getByLabel(t.message).fill('Please call me back.')
        await form.getByLabel(t.agreeInfo).check()
        await form.getByRole('button', { name: t.send }).click()
        await expect(form.getByTestId('lead-success')).toContainText(t.sendSuccess)
        const lead = await storedLead(request, 'lastName', lastName)
        expect(lead).toMatchObject({ type: 'contacts', source: '/contacts', agreeInfo: true })
      },
    )

    testIn(lng, 'en')(
      'the timeout popup opens after 90 s on the default layout, once, and sends a lead',
      async ({ page, request }) => {
        await page.clock.install()
        await gotoInteractive(page, `/policy/privacy?lng=${lng}&utm_medium=popup`)
        const popupViewed = async () =>
          (await page.context().cookies()).find((c) => c.name === 'popupViewed')?.value
        // Marked once the page is idle.
        await expect.poll(popupViewed).toBe('false')

        const popup = page.locator('dialog[data-modal="timeout"]')
        // The fake clock also runs in real time: a margin below the delay for a slow machine.
        await page.clock.fastForward('01:25')
        await expect(popup).toBeHidden()
        await page.clock.fastForward('00:06')
        await expect(popup).toBeVisible()
        expect(await popupViewed()).toBe('true')
        await expectNoAxeViolations(page)

        const form = popup.getByTestId('lead-form-timeout')
        await expect(form.getByLabel(t.agree)).not.toBeChecked()
        await form.getByLabel(t.fullName).focus()
        await form.getByLabel(t.email).focus()
        await form.getByLabel(t.fullName).focus()
        await expect(form.getByText(v.required)).toHaveCount(2)
        await form.getByLabel(t.email).fill('not-an-address')
        await form.getByLabel(t.fullName).focus()
        await expect(form.getByText(v.email)).toBeVisible()
        await expect(form.getByRole('button', { name: t.send })).toBeDisabled()

        const email = `popup.${stamp()}@example.com`
        await form.getByLabel(t.fullName).fill('Popup Visitor')
        await form.getByLabel(t.phone, { exact: true }).fill('0541234567')
        await form.getByLabel(t.email).fill(email)
        await form.getByRole('button', { name: t.send }).click()
        await expect(form.getByTestId('lead-success')).toContainText(t.timeoutSuccess)
        const events = await page.evaluate(
          () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? [],
        )
        expect(events).toContainEqual(expect.objectContaining({ event: 'lead_conversion' }))

        const lead = await storedLead(request, 'email', email)
        expect(lead).toMatchObject({
          type: 'timeout',
          source: '/policy/privacy',
          phone: '0541234567',
          agreeInfo: false,
        })
        expect(lead.utm).toMatchObject({ utm_medium: 'popup' })

        // Never twice: the next page waits in vain.
        await popup.getByRole('button', { name: m.Modals.close }).click()
        await gotoInteractive(page, `/contacts?lng=${lng}`)
        await page.clock.fastForward('03:00')
        await expect(popup).toBeHidden()
      },
    )

    testIn(lng, 'he')('the timeout popup opens after 25 s on the new layout', async ({ page }) => {
      await page.clock.install()
      await gotoInteractive(page, `/new?lng=${lng}`)
      const popup = page.locator('dialog[data-modal="timeout"]')
      // The fake clock also runs in real time: a margin below the delay for a slow machine.
      await page.clock.fastForward('00:20')
      await expect(popup).toBeHidden()
      await page.clock.fastForward('00:06')
      await expect(popup).toBeVisible()
      await expect(popup.getByRole('heading', { name: m.Modals.timeout.title })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}

test('the timeout popup waits while another modal is open', async ({ page }) => {
  await asNewVisitor(page)
  await page.clock.install()
  await gotoInteractive(page, '/policy/privacy?lng=en#login')
  await expect(page.locator('dialog[data-modal="auth"]')).toBeVisible()
  await page.clock.fastForward('01:31')
  await expect(page.locator('dialog[data-modal="timeout"]')).toBeHidden()
  const cookie = (await page.context().cookies()).find((c) => c.name === 'popupViewed')
  expect(cookie?.value).toBe('false')
})

test('the lead API answers bad input with translated field errors, and keeps leads private', async ({
  request,
}) => {
  const headers = { 'X-Forwarded-For': uniqueIp() }
  const refused = await request.post('/api/leads', {
    headers,
    data: { type: 'general', locale: 'he', phone: 'abc', email: 'x@' },
  })
  expect(refused.status()).toBe(400)
  const { error } = (await refused.json()) as {
    error: { code: string; fields: Record<string, { message: string }> }
  }
  expect(error.code).toBe('VALIDATION_FAILED')
  expect(error.fields.firstName?.message).toBe(languages[1].m.Validation.required)
  expect(error.fields.email?.message).toBe(languages[1].m.Validation.email)

  // Payload's REST API still owns reading: visitors get nothing.
  expect((await request.get('/api/leads')).status()).toBe(403)
  expect((await request.get('/api/leads/export.csv')).status()).toBe(401)
})

test('editors download the leads as CSV from the admin', async ({ browser, request }) => {
  // Two API sign-ins, an admin sign-in and two admin pages: more than the default 30 s under load.
  test.setTimeout(90_000)
  const email = `csv.${stamp()}@example.com`
  const sent = await request.post('/form/timeout', {
    headers: { 'X-Forwarded-For': uniqueIp() },
    data: { fullName: 'CSV Person', phoneCountry: 'IL', phone: '0501234567', email },
  })
  expect(sent.status()).toBe(201)
  const csv = await request.get('/api/leads/export.csv?type=timeout', {
    headers: await staffAuth(request),
  })
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-type']).toContain('text/csv')
  expect(await csv.text()).toContain(`"${email}"`)

  // PATCH and DELETE on /api/leads still reach Payload's REST API (bulk, by `where`).
  const auth = await staffAuth(request)
  const where = `where[email][equals]=${encodeURIComponent(email)}`
  const handled = await request.patch(`/api/leads?${where}`, {
    headers: auth,
    data: { handled: true },
  })
  expect(handled.status()).toBe(200)
  const afterPatch = await request.get(`/api/leads?${where}`, { headers: auth })
  expect(((await afterPatch.json()) as { docs: { handled: boolean }[] }).docs[0]?.handled).toBe(
    true,
  )

  const { context, page } = await signedInAdminPage(browser)
  await page.goto('/admin/collections/leads')
  // The list has settled (its table shows the new lead) before the link is used, so that no
  // client-side navigation of the admin replaces the download.
  await expect(page.getByText(email, { exact: true })).toBeVisible({ timeout: 20_000 })
  const download = page.waitForEvent('download')
  await page.getByTestId('export-leads').click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^leads-.*\.csv$/)
  expect(await readFile(await file.path(), 'utf8')).toContain(`"${email}"`)
  await context.close()
})
