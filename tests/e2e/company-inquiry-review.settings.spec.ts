import { expect, test, type APIRequestContext } from '@playwright/test'

import { baseURL, mailCatcherUrl } from '../../playwright.config'
import { waitForMessage } from '../support/mail-catcher'

import { asClient } from './accounts-support'
import { companyAccount, pdfFile } from './company-inquiry-support'
import { signIn } from './invest-support'
import { languages } from './messages'
import { signedInAdminPage, signedInCompliancePage, staffAuthHeaders } from './staff'
import { gotoInteractive } from './support'

const documents = [
  'pitch-deck',
  'financial-statements',
  'articles-of-association',
  'cap-table',
] as const

/** Hebrew letters no other test's company name has. */
const hebrewTag = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(0x5d0 + Math.floor(Math.random() * 22))).join(
    '',
  )

/** The company's inquiry filled and submitted through its API (the wizard has its own spec). */
async function submitInquiry(request: APIRequestContext, legalNameHe: string, legalNameEn: string) {
  const headers = { Origin: baseURL }
  const category = (
    await (await request.get('/api/categories?limit=1&depth=0&where[parent][exists]=false')).json()
  ).docs[0].id as number
  const steps = {
    company: {
      legalNameHe,
      legalNameEn,
      companyNumber: '515555555',
      incorporationDate: '2019-06-01',
      address: 'Herzl 1, Tel Aviv',
      website: 'https://acme.example.co.il',
      contactName: 'Dana Cohen',
      contactRole: 'CEO',
      offeredByProspectus: false,
    },
    venture: {
      category,
      subcategory: null,
      stage: 'seed',
      raisingType: 'stock',
      minimumAmount: '500000',
      maximumAmount: '1500000',
      pricePerShare: '12.50',
      companyValueBeforeRaising: '20000000',
      useOfFunds: 'Hiring two engineers and a first sales team in Europe.',
      team: [{ name: 'Dana Cohen', role: 'CEO' }],
      descriptionHe: 'פלטפורמה לניהול מלאי לחנויות קטנות',
      descriptionEn: 'An inventory platform for small shops',
    },
  }
  for (const [step, body] of Object.entries(steps)) {
    const saved = await request.post(`/api/company/inquiry/steps/${step}`, {
      headers,
      data: { ...body, intent: 'continue' },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }
  for (const kind of documents) {
    const uploaded = await request.post('/api/company/inquiry/files', {
      headers,
      multipart: { kind, locale: 'en', file: pdfFile(`${kind}.pdf`) },
    })
    expect(uploaded.status(), await uploaded.text()).toBe(201)
  }
  const sent = await request.post('/api/company/inquiry/submit', {
    headers,
    data: { declaration: true },
  })
  expect(sent.status(), await sent.text()).toBe(200)
}

// Runs with the site-settings project, after the others: it publishes a project into the
// catalogue, whose exact size projects.spec counts.
for (const { lng, m } of languages) {
  const r = m.InquiryReview
  const c = m.CompanyInquiry
  const s = m.ProjectStatusAdmin

  test(`staff ask a company for more, it answers, staff approve into a project that reaches the site, in ${lng}`, async ({
    browser,
    page,
    request,
  }) => {
    test.slow()
    await asClient(page)
    const company = await companyAccount(request, lng)
    await signIn(page, company.email)
    const tag = hebrewTag()
    const legalNameHe = `אקמי ${tag} בע"מ`
    const legalNameEn = `Acme ${lng.toUpperCase()} ${Date.now()} Ltd`
    await submitInquiry(page.request, legalNameHe, legalNameEn)

    // Compliance finds it in the queue of submitted inquiries and opens it.
    const adminLocale = lng === 'he' ? 'he-IL' : 'en-US'
    const staff = await signedInCompliancePage(browser, adminLocale)
    const admin = staff.page
    await admin.goto('/admin/collections/company-inquiries')
    const queue = admin.getByRole('navigation', { name: r.queueTitle })
    await queue.getByRole('link', { name: new RegExp(c.status.names.submitted) }).click()
    await admin.getByRole('link', { name: legalNameHe }).click()
    await expect(admin).toHaveURL(/\/admin\/collections\/company-inquiries\/\d+/)
    const panel = admin.locator('.inquiry-review')
    // The four documents, each shown on request as pictures of its pages (drawn on the server,
    // so no script in a PDF runs here); the file itself is a sandboxed download.
    const documentsShown = panel.locator('details')
    await expect(documentsShown).toHaveCount(4)
    await documentsShown.first().getByText(r.showFile).click()
    await expect(documentsShown.first().locator('iframe')).toHaveCount(0)
    const firstPage = documentsShown.first().getByRole('img', { name: /^(Page|עמוד) 1 / })
    await expect(firstPage).toBeVisible()
    await expect
      .poll(() => firstPage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(500)
    const fileLink = panel.getByRole('link', { name: r.downloadPdf }).first()
    // Fetched by the page itself: the staff session cookie is Secure, which the browser sends to
    // this loopback site and Playwright's own request client does not.
    const file = await admin.evaluate(
      async (href) => {
        const response = await fetch(href)
        await response.body?.cancel()
        return {
          status: response.status,
          policy: response.headers.get('content-security-policy'),
          disposition: response.headers.get('content-disposition'),
        }
      },
      (await fileLink.getAttribute('href'))!,
    )
    expect(file.status).toBe(200)
    expect(file.policy).toBe('sandbox')
    expect(file.disposition).toMatch(/^attachment/)
    await documentsShown.first().getByText(r.showFile).click()

    // Asking for more needs the reason the company will read.
    await panel.getByRole('radio', { name: r.requestMore }).check()
    await panel.getByRole('button', { name: r.submit }).click()
    await expect(panel.getByRole('alert')).toHaveText(m.Validation.reasonRequired)
    const request_ =
      lng === 'he' ? 'נא לצרף דוחות כספיים מבוקרים' : 'Please attach audited financial statements'
    await panel.getByRole('textbox').fill(request_)
    await panel.getByRole('button', { name: r.submit }).click()
    await expect(panel.locator('strong').first()).toHaveText(c.status.names.more_info)
    await expect(panel.getByRole('status')).toHaveText(r.saved)
    const asked = await waitForMessage(
      mailCatcherUrl,
      company.email,
      (message) => message.text.includes(request_),
      20_000,
    )
    expect(asked.subject).toContain(lng === 'he' ? legalNameHe : legalNameEn)

    // The company reads the request on its page and sends the inquiry again.
    await gotoInteractive(page, `/recruitment/inquiry?lng=${lng}`)
    await expect(page.getByTestId('inquiry-status-name')).toHaveText(c.status.names.more_info)
    await expect(page.getByTestId('inquiry-decision-reason')).toContainText(request_)
    // It reopens where it left off: the finish, to check and declare again.
    await page.getByTestId('inquiry-declaration').check()
    await page.getByRole('button', { name: c.finish.submit }).click()
    await expect(page.getByTestId('inquiry-status-name')).toHaveText(c.status.names.submitted)

    // An editor reads the inquiry, without the decision, the files or the history.
    const editorSession = await signedInCompliancePage(browser, adminLocale, 'editor')
    await editorSession.page.goto(new URL(admin.url()).pathname)
    const editorPanel = editorSession.page.locator('.inquiry-review')
    await expect(editorPanel.locator('strong').first()).toHaveText(c.status.names.submitted)
    await expect(editorPanel.getByRole('button', { name: r.submit })).toHaveCount(0)
    await expect(editorPanel.getByRole('heading', { name: r.files })).toHaveCount(0)
    await editorSession.context.close()

    // Compliance approves: the inquiry points to its project, a draft in status New.
    await admin.reload()
    await panel.getByRole('radio', { name: r.approve }).check()
    await panel.getByRole('button', { name: r.submit }).click()
    await expect(panel.locator('strong').first()).toHaveText(c.status.names.approved)
    const projectLink = panel.getByRole('link', { name: r.openProject })
    const projectPath = await projectLink.getAttribute('href')
    expect(projectPath).toMatch(/^\/admin\/collections\/projects\/\d+$/)
    await staff.context.close()

    // An administrator moves the project along to Coming soon and publishes it.
    const { context, page: editor } = await signedInAdminPage(browser, adminLocale)
    await editor.goto(projectPath!)
    const control = editor.getByTestId('project-status-control')
    const now = control.getByTestId('project-status-now')
    await expect(now).toHaveText(s.current.replace('{status}', s.statuses.new))
    for (const next of ['waiting', 'approval', 'coming'] as const) {
      await control.getByRole('button', { name: s.statuses[next] }).click()
      await expect(now).toHaveText(s.current.replace('{status}', s.statuses[next]))
    }
    const projectId = projectPath!.split('/').pop()
    const draft = await (
      await request.get(`/api/projects/${projectId}?draft=true&depth=0&locale=${lng}`, {
        headers: await staffAuthHeaders(request),
      })
    ).json()
    expect(draft).toMatchObject({ status: 'coming', company: company.id })
    const published = await request.patch(`/api/projects/${projectId}?depth=0`, {
      headers: await staffAuthHeaders(request),
      data: { _status: 'published' },
    })
    expect(published.status(), await published.text()).toBe(200)
    await context.close()

    // On the site, in the page's language, with the company's own name and description.
    await gotoInteractive(page, `/projects/${draft.alias}?lng=${lng}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lng === 'he' ? legalNameHe : legalNameEn,
    )
    await expect(
      page
        .getByText(
          lng === 'he'
            ? 'פלטפורמה לניהול מלאי לחנויות קטנות'
            : 'An inventory platform for small shops',
        )
        .first(),
    ).toBeVisible()
    // The company's page follows the raise: its status, progress and investors.
    await gotoInteractive(page, `/recruitment/inquiry?lng=${lng}`)
    const raise = page.getByTestId('company-projects')
    await expect(raise.getByRole('heading', { level: 3 })).toHaveText(
      lng === 'he' ? legalNameHe : legalNameEn,
    )
    await expect(raise.getByTestId('company-project-status')).toHaveText(m.Projects.status.coming)
    await expect(raise.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    await expect(raise.getByTestId('company-project-investors')).toHaveText(
      lng === 'he' ? 'עדיין אין משקיעים' : 'No investors yet',
    )
    await expect(raise.getByRole('link', { name: m.CompanyProjects.viewPage })).toHaveAttribute(
      'href',
      `/projects/${draft.alias}`,
    )

    // The company was told in its language, under its own name in that language.
    const name = lng === 'he' ? legalNameHe : legalNameEn
    const approved = await waitForMessage(
      mailCatcherUrl,
      company.email,
      (message) =>
        message.subject.startsWith(m.Emails.inquiryApproved.subject.replace('{company}', name)),
      20_000,
    )
    expect(approved.text).toContain(m.Emails.inquiryApproved.body.replace('{company}', name))
  })
}
