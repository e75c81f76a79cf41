import { expect, test, type Page } from '@playwright/test'

import { asClient, fillLogin, strongPassword } from './accounts-support'
import { companyAccount, htmlAsPdf, pdfFile, tomorrowInIsrael } from './company-inquiry-support'
import { readyAccount, signIn } from './invest-support'
import { languages, testIn } from './messages'
import { watchPolicyViolations } from './profile-support'
import { gotoInteractive } from './support'

const documents = [
  'pitch-deck',
  'financial-statements',
  'articles-of-association',
  'cap-table',
] as const

const stepOf = (page: Page) => page.getByTestId('inquiry-steps')

for (const { lng, m } of languages) {
  const t = m.CompanyInquiry
  const v = m.Validation

  testIn(lng, 'he')(
    `a company fills the inquiry, leaves, resumes, uploads and submits, in ${lng}`,
    async ({ page, request }) => {
      test.slow()
      const violations = await watchPolicyViolations(page)
      await asClient(page)
      const company = await companyAccount(request, lng)
      await signIn(page, company.email)
      await page.goto(`/recruitment/inquiry?lng=${lng}`)
      await gotoInteractive(page, '/recruitment/inquiry')
      await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible()
      await expect(stepOf(page)).toHaveAttribute('data-step', 'company')

      // Step 1 with mistakes: each is explained in the page's language, nothing typed is lost.
      const form = page.getByTestId('inquiry-company-form')
      await form.getByLabel(t.company.legalNameHe, { exact: true }).fill('Acme Technologies')
      await form.getByLabel(t.company.companyNumber, { exact: true }).fill('515555556')
      await form.getByLabel(t.company.incorporationDate, { exact: true }).fill(tomorrowInIsrael())
      await form.getByLabel(t.company.website, { exact: true }).fill('acme.example.co.il')
      await form.getByRole('button', { name: t.nav.continue }).click()
      await expect(form.getByText(v.hebrewTextRequired)).toBeVisible()
      await expect(form.getByText(v.companyNumberInvalid)).toBeVisible()
      await expect(form.getByText(v.dateInFuture)).toBeVisible()
      await expect(form.getByText(v.websiteInvalid)).toBeVisible()
      await expect(form.getByText(v.required).first()).toBeVisible()
      await expect(form.getByLabel(t.company.legalNameHe, { exact: true })).toHaveValue(
        'Acme Technologies',
      )
      await expect(form.getByLabel(t.company.companyNumber, { exact: true })).toHaveValue(
        '515555556',
      )
      await expect(form.getByLabel(t.company.companyNumber, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )

      // "Offered by prospectus" stops the company here, and says why.
      const prospectus = form.getByRole('radiogroup', { name: t.company.prospectus })
      await prospectus.getByLabel(t.company.yes, { exact: true }).check()
      await expect(form.getByTestId('inquiry-prospectus-refusal')).toContainText(
        t.company.prospectusRefusedTitle,
      )
      await expect(form.getByRole('button', { name: t.nav.continue })).toBeDisabled()
      await prospectus.getByLabel(t.company.no, { exact: true }).check()
      await expect(form.getByTestId('inquiry-prospectus-refusal')).toHaveCount(0)

      await form.getByLabel(t.company.legalNameHe, { exact: true }).fill('אקמי טכנולוגיות בע"מ')
      await form.getByLabel(t.company.legalNameEn, { exact: true }).fill('Acme Technologies Ltd')
      await form.getByLabel(t.company.companyNumber, { exact: true }).fill('515555555')
      await form.getByLabel(t.company.incorporationDate, { exact: true }).fill('2019-06-01')
      await form.getByLabel(t.company.address, { exact: true }).fill('Herzl 1, Tel Aviv')
      await form.getByLabel(t.company.website, { exact: true }).fill('https://acme.example.co.il')
      await form.getByLabel(t.company.contactName, { exact: true }).fill('Dana Cohen')
      await form.getByLabel(t.company.contactRole, { exact: true }).fill('CEO')
      await form.getByRole('button', { name: t.nav.continue }).click()
      await expect(stepOf(page)).toHaveAttribute('data-step', 'venture')
      await expect(page.getByRole('heading', { name: t.steps.venture, level: 2 })).toBeFocused()

      // Step 2, saved as a draft.
      const venture = page.getByTestId('inquiry-venture-form')
      await venture.getByLabel(t.venture.category, { exact: true }).selectOption({ index: 1 })
      await venture.getByLabel(t.venture.stage, { exact: true }).selectOption('seed')
      await venture.getByLabel(t.venture.raisingTypes.stock, { exact: true }).check()
      await venture.getByLabel(t.venture.minimumAmount, { exact: true }).fill('500000')
      await venture.getByLabel(t.venture.maximumAmount, { exact: true }).fill('1500000')
      await venture.getByLabel(t.venture.pricePerShare, { exact: true }).fill('12.50')
      await venture
        .getByLabel(t.venture.companyValueBeforeRaising, { exact: true })
        .fill('20000000')
      await venture
        .getByLabel(t.venture.useOfFunds, { exact: true })
        .fill('Hiring two engineers and a first sales team in Europe.')
      await venture.getByTestId('inquiry-add-member').click()
      const member = venture.getByTestId('inquiry-member-0')
      await member.getByLabel(t.team.name, { exact: true }).fill('Dana Cohen')
      await member.getByLabel(t.team.role, { exact: true }).fill('CEO')
      await venture
        .getByLabel(t.venture.descriptionHe, { exact: true })
        .fill('פלטפורמה לניהול מלאי לחנויות קטנות')
      await venture
        .getByLabel(t.venture.descriptionEn, { exact: true })
        .fill('An inventory platform for small shops')
      await venture.getByRole('button', { name: t.nav.saveDraft }).click()
      await expect(venture.getByTestId('inquiry-draft-saved')).toHaveText(t.nav.draftSaved)

      // The company leaves and comes back: step 2, as it left it.
      await gotoInteractive(page, '/')
      await gotoInteractive(page, '/recruitment/inquiry')
      await expect(stepOf(page)).toHaveAttribute('data-step', 'venture')
      const resumed = page.getByTestId('inquiry-venture-form')
      await expect(resumed.getByLabel(t.venture.minimumAmount, { exact: true })).toHaveValue(
        '500000',
      )
      await expect(resumed.getByLabel(t.venture.pricePerShare, { exact: true })).toHaveValue(
        '12.50',
      )
      await expect(
        resumed.getByTestId('inquiry-member-0').getByLabel(t.team.name, { exact: true }),
      ).toHaveValue('Dana Cohen')
      await resumed.getByRole('button', { name: t.nav.continue }).click()
      await expect(stepOf(page)).toHaveAttribute('data-step', 'files')

      // Step 3: an HTML page renamed .pdf is refused by its bytes, in the page's language.
      const deck = page.getByTestId('inquiry-file-pitch-deck')
      await deck.getByLabel(t.files.choose, { exact: true }).setInputFiles(htmlAsPdf('deck.pdf'))
      await expect(deck.getByText(v.pdfOnly)).toBeVisible()
      await expect(deck).toHaveAttribute('data-uploaded', 'false')

      // A real PDF: its upload shows its progress (held until the bar is seen), then the file.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(
        '**/api/company/inquiry/files',
        async (route) => {
          await held
          await route.continue()
        },
        { times: 1 },
      )
      await deck.getByLabel(t.files.choose, { exact: true }).setInputFiles(pdfFile('deck.pdf'))
      const progress = deck.getByRole('progressbar', {
        name: t.files.uploading.replace('{name}', 'deck.pdf'),
      })
      await expect(progress).toBeVisible()
      release()
      await expect(deck).toHaveAttribute('data-uploaded', 'true')
      await expect(deck.getByTestId('inquiry-file-link')).toHaveText('deck.pdf')
      await expect(deck.getByText(v.pdfOnly)).toHaveCount(0)
      for (const kind of documents.slice(1)) {
        const field = page.getByTestId(`inquiry-file-${kind}`)
        await field
          .getByLabel(t.files.choose, { exact: true })
          .setInputFiles(pdfFile(`${kind}.pdf`))
        await expect(field).toHaveAttribute('data-uploaded', 'true')
      }
      // The company opens its own file through its own route.
      const opened = await page.request.get(
        (await deck.getByTestId('inquiry-file-link').getAttribute('href'))!,
      )
      expect(opened.status()).toBe(200)
      expect(opened.headers()['cache-control']).toBe('private, no-store')
      await page.getByTestId('inquiry-files').getByRole('button', { name: t.nav.continue }).click()
      await expect(stepOf(page)).toHaveAttribute('data-step', 'finish')

      // Step 4: everything to check, the declaration required, then the submission.
      const finish = page.getByTestId('inquiry-finish')
      const summary = finish.getByTestId('inquiry-summary')
      await expect(summary).toContainText('Acme Technologies Ltd')
      await expect(summary).toContainText('515555555')
      await expect(summary).toContainText('Dana Cohen')
      await expect(summary).toContainText('articles-of-association.pdf')
      await finish.getByRole('button', { name: t.finish.submit }).click()
      await expect(finish.getByText(v.mustConfirm)).toBeVisible()
      await expect(finish.getByTestId('inquiry-declaration')).toBeFocused()
      // Each part links back to its step.
      await summary
        .getByRole('button', { name: t.finish.editStep.replace('{step}', t.steps.company) })
        .click()
      await expect(stepOf(page)).toHaveAttribute('data-step', 'company')
      await expect(page.getByLabel(t.company.legalNameEn, { exact: true })).toHaveValue(
        'Acme Technologies Ltd',
      )
      await page.getByTestId('inquiry-step-finish').getByRole('button').click()
      await expect(stepOf(page)).toHaveAttribute('data-step', 'finish')
      await page.getByTestId('inquiry-declaration').check()
      await page.getByRole('button', { name: t.finish.submit }).click()

      const status = page.getByTestId('inquiry-status')
      await expect(status.getByTestId('inquiry-status-name')).toHaveText(t.status.names.submitted)
      await expect(status).toContainText(t.status.explain.submitted)
      await expect(page.getByTestId('inquiry-read-only')).toContainText('Acme Technologies Ltd')
      // Reloaded, the page shows the same: submitted, read only.
      await gotoInteractive(page, '/recruitment/inquiry')
      await expect(page.getByTestId('inquiry-status-name')).toHaveText(t.status.names.submitted)
      await expect(page.getByTestId('inquiry-company-form')).toHaveCount(0)
      expect(await violations()).toEqual([])
    },
  )

  testIn(lng, 'en')(
    `a visitor is asked to register a company or log in, then continues, in ${lng}`,
    async ({ page, request }) => {
      await asClient(page)
      await page.goto(`/recruitment/inquiry?lng=${lng}`)
      await gotoInteractive(page, '/recruitment/inquiry')
      const prompt = page.getByTestId('inquiry-visitor')
      await expect(prompt.getByRole('heading', { name: t.visitor.title })).toBeVisible()
      await expect(prompt.getByRole('link', { name: t.visitor.register })).toHaveAttribute(
        'href',
        '#register-company',
      )
      const login = prompt.getByRole('link', { name: t.visitor.login })
      await expect(login).toHaveAttribute('href', '#login')

      // Logging in through the modal from here opens the company's inquiry.
      const company = await companyAccount(request, lng)
      await login.click()
      await fillLogin(page, company.email, strongPassword, {
        email: m.Account.email,
        password: m.Account.password,
      })
      await expect(page.getByTestId('inquiry-company-form')).toBeVisible()
    },
  )

  testIn(lng, 'he')(
    `an investor account is told it cannot raise capital, in ${lng}`,
    async ({ page, request }) => {
      await asClient(page)
      const investor = await readyAccount(request, lng)
      await signIn(page, investor.email)
      await page.goto(`/recruitment/inquiry?lng=${lng}`)
      const notice = page.getByTestId('inquiry-investor-account')
      await expect(notice.getByRole('heading', { name: t.investorAccount.title })).toBeVisible()
      await expect(notice).toContainText(t.investorAccount.text)
      await expect(page.getByTestId('inquiry-steps')).toHaveCount(0)
    },
  )
}
