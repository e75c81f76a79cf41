import { expect, test, type Browser } from '@playwright/test'

import { mailCatcherUrl } from '../../playwright.config'
import { waitForMessage } from '../support/mail-catcher'

import { companyAccount } from './company-inquiry-support'
import { fixture } from './fixture-host-client'
import { readyAccount, signIn } from './invest-support'
import { languages } from './messages'
import { gotoInteractive } from './support'

// With the site-settings project, after the others: the raise made here succeeds and is on the
// site, and projects.spec counts the catalogue's finished projects exactly.

/**
 * The company's raise that succeeded: `investorIds` each paid 1,000 shekels by transfer and were
 * approved at the close (tests/support/raise-fixtures.ts, in the worker's fixture host).
 */
async function aSucceededCompanyRaise(
  company: number,
  investorIds: number[],
): Promise<{ id: number; alias: string; status: string }> {
  return fixture(
    'aSucceededRaise',
    { company, minimumRaise: 500_00, maximumRaise: 100_000_00, unitPrice: 10_00 },
    '1000',
    investorIds,
  )
}

async function signedInPage(browser: Browser, email: string | null, lng: 'he' | 'en') {
  const context = await browser.newContext({ locale: lng === 'he' ? 'he-IL' : 'en-US' })
  const page = await context.newPage()
  if (email) await signIn(page, email)
  return { context, page }
}

for (const { lng, m } of languages) {
  test(`a company sees its investors and posts an update that only its investors read (${lng})`, async ({
    browser,
    request,
  }) => {
    // Accounts, the closed raise (the worker's fixture host may start Payload first), four browsers.
    test.setTimeout(240_000)
    const t = m.CompanyProjects
    const v = m.Validation
    const company = await companyAccount(request, lng)
    const investor = await readyAccount(request, lng, {
      investorType: 'qualified',
      typeVerified: true,
    })
    const outsider = await readyAccount(request, lng)
    const project = await aSucceededCompanyRaise(company.id, [investor.id])
    expect(project.status).toBe('success_finished')

    // The company's page: its raise, its investors, and the update form.
    const { context: companyContext, page } = await signedInPage(browser, company.email, lng)
    await gotoInteractive(page, `/recruitment/inquiry?lng=${lng}`)
    const panel = page.getByTestId('company-projects')
    await expect(panel.getByTestId('company-project-status')).toHaveText(
      m.Projects.status.success_finished,
    )
    const investors = panel.getByTestId('company-project-investor-list')
    await expect(investors.getByRole('heading', { name: t.investorsTitle })).toBeVisible()
    await expect(investors.locator('tbody tr')).toHaveCount(1)
    await expect(investors.locator('tbody tr')).toContainText('Dana Cohen')
    await expect(investors.locator('tbody tr')).not.toContainText('1234')

    const form = page.getByTestId('company-update-form')
    await form.getByRole('button', { name: t.post }).click()
    await expect(form.getByLabel(t.titleHe)).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText(v.required).first()).toBeVisible()

    // Typed in the wrong languages first: refused field by field, nothing lost.
    const title = { he: `עדכון למשקיעים ${project.id}`, en: `Update for investors ${project.id}` }
    await form.getByLabel(t.titleHe).fill(title.en)
    await form.getByLabel(t.textHe).fill('הכנסות הרבעון עלו.\n\nגייסנו שלושה מהנדסים.')
    await form.getByLabel(t.titleEn).fill(title.en)
    await form.getByLabel(t.textEn).fill('Revenue grew this quarter.\n\nWe hired three engineers.')
    await form.getByRole('radio', { name: t.visibilityInvestors }).check()
    await form.getByRole('button', { name: t.post }).click()
    await expect(form.getByText(v.hebrewTextRequired)).toBeVisible()
    await expect(form.getByLabel(t.textEn)).toHaveValue(/We hired three engineers\./)
    await form.getByLabel(t.titleHe).fill(title.he)
    await form.getByRole('button', { name: t.post }).click()
    // The confirmation counts the investors e-mailed: the one who invested.
    await expect(form.getByRole('status')).toContainText(
      lng === 'en' ? '1 investor was e-mailed' : 'ונשלח בדוא"ל למשקיע אחד',
    )
    const posted = page.getByTestId('company-posted-update')
    await expect(posted).toHaveCount(1)
    await expect(posted).toContainText(title[lng])
    await expect(posted).toContainText(t.visibilityInvestors)

    // The investor is e-mailed in their language, with a link to the updates tab.
    const message = await waitForMessage(
      mailCatcherUrl,
      investor.email,
      (mail) => mail.subject.includes(title[lng]),
      20_000,
    )
    expect(message.text).toContain(`/projects/${project.alias}?tab=updates`)
    expect(message.text).toContain(
      lng === 'en' ? 'We hired three engineers.' : 'גייסנו שלושה מהנדסים.',
    )

    // The project's investor reads it in the updates tab, marked as for investors.
    const { context: investorContext, page: investorPage } = await signedInPage(
      browser,
      investor.email,
      lng,
    )
    await investorPage.goto(`/projects/${project.alias}?tab=updates&lng=${lng}`)
    const update = investorPage.getByTestId('project-update')
    await expect(update).toHaveCount(1)
    await expect(update.getByRole('heading', { name: title[lng] })).toBeVisible()
    await expect(update).toContainText(m.Projects.updateForInvestors)
    await expect(update).toContainText(m.Projects.updateFromCompany)

    // Another investor, and a visitor, do not.
    for (const email of [outsider.email, null]) {
      const { context, page: other } = await signedInPage(browser, email, lng)
      await other.goto(`/projects/${project.alias}?tab=updates&lng=${lng}`)
      await expect(other.getByRole('tabpanel')).toContainText(m.Projects.noUpdates)
      await expect(other.getByText(title[lng])).toHaveCount(0)
      await context.close()
    }

    // A public update reaches the visitors' (cached) page at once.
    await form.getByLabel(t.titleHe).fill(`עדכון פומבי ${project.id}`)
    await form.getByLabel(t.textHe).fill('החברה חתמה על הסכם הפצה ראשון.')
    await form.getByLabel(t.titleEn).fill(`Public update ${project.id}`)
    await form.getByLabel(t.textEn).fill('The company signed its first distribution deal.')
    await form.getByRole('radio', { name: t.visibilityPublic }).check()
    await form.getByRole('button', { name: t.post }).click()
    await expect(posted).toHaveCount(2)
    const { context: visitorContext, page: visitor } = await signedInPage(browser, null, lng)
    await visitor.goto(`/projects/${project.alias}?tab=updates&lng=${lng}`)
    const publicTitle = lng === 'en' ? `Public update ${project.id}` : `עדכון פומבי ${project.id}`
    await expect(visitor.getByTestId('project-update')).toHaveCount(1)
    await expect(visitor.getByRole('heading', { name: publicTitle })).toBeVisible()
    for (const context of [companyContext, investorContext, visitorContext]) await context.close()
  })
}
