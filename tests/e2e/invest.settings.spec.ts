import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { smsGatewayUrl } from '../../playwright.config'
import { demoProjectAliases as aliases } from '../../src/seed-data/demo-projects-data'
import { waitForSmsCode } from '../support/sms-gateway-stub'
import {
  asClient,
  linkInEmail,
  strongPassword,
  uniqueEmail,
  uniquePhone,
  updateAccountSecurity,
} from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { inLanguage } from './messages'
import { gotoInteractive } from './support'

/**
 * The whole journey of a new investor, with phone verification required (a site-wide setting:
 * hence a `.settings.spec.ts`, run after the rest on one worker).
 */
const digits = (text: string | null) => (text ?? '').replace(/[^\d]/g, '')
const photo = (background: string) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    .jpeg()
    .toBuffer()

/** A valid Israeli ID number of its own (the server flags shared numbers as duplicates). */
function uniqueIdNumber(): string {
  const list = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10))
  const sum = list.reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 1 : 2)
    return total + (product > 9 ? product - 9 : product)
  }, 0)
  return [...list, (10 - (sum % 10)) % 10].join('')
}

const raising = aliases.raisingStock

test.describe('a new investor invests, with phone verification required', () => {
  test.beforeAll(async ({ request }) =>
    updateAccountSecurity(request, { phoneVerificationRequired: true, otpDefaultMethod: 'sms' }),
  )
  test.afterAll(async ({ request }) =>
    updateAccountSecurity(request, { phoneVerificationRequired: false }),
  )

  for (const { lng, m } of inLanguage('he')) {
    const t = m.Invest
    const a = m.Account
    const p = m.Profile

    test(`chooses an amount, registers, verifies the phone, completes the details and pays by bank transfer (${lng})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000)
      await asClient(page)
      const email = uniqueEmail('invest-journey')
      const phone = uniquePhone()

      // A visitor chooses ₪1,250 (100 shares of ₪12.50) and goes on: the auth modal opens.
      await gotoInteractive(page, `/invest/${raising}?lng=${lng}`)
      await page.getByTestId('invest-amount-input').fill('1250')
      await expect(page.getByTestId('invest-quote-units')).toHaveText('100')
      await page.getByTestId('invest-continue').click()
      const auth = page.locator('dialog[data-modal=auth]')
      await auth.getByRole('tab', { name: m.Modals.auth.registerTab }).click()
      const form = page.getByTestId('register-form')
      await form.getByLabel(a.name).fill(lng === 'he' ? 'נועה לוי' : 'Noa Levi')
      await form.getByLabel(a.email).fill(email)
      await form.getByLabel(a.phone).fill(phone.local)
      await form.getByLabel(a.password, { exact: true }).fill(strongPassword)
      await form.getByLabel(a.confirmPassword).fill(strongPassword)
      await form.getByRole('checkbox').check()
      const since = Date.now()
      await form.locator('button[type=submit]').click()

      // The e-mail is confirmed meanwhile (in another tab); then the code from the text message.
      const modal = page.locator('dialog[data-modal=phoneverification]')
      await expect(modal).toBeVisible()
      const activation = await linkInEmail(email, '/activation')
      const other = await context.newPage()
      await other.goto(new URL(activation).pathname + new URL(activation).search)
      await expect(other).not.toHaveURL(/activation/)
      await other.close()
      const code = await waitForSmsCode(smsGatewayUrl, phone.e164, { since })
      await modal.locator('.otp-input__box').first().focus()
      await page.keyboard.type(code)

      // Back on the invest page, signed in, the amount kept.
      await expect(page).toHaveURL(new RegExp(`/invest/${raising}$`), { timeout: 20_000 })
      await page.locator('html[data-hydrated]').waitFor()
      await expect(page.getByTestId('invest-step-details')).toHaveAttribute('aria-current', 'step')

      // Step 1: what the profile lacks, asked here with the profile's own forms.
      // The visible one: once in the full run, right after the refresh that brings the investor's
      // steps, the page also held a second, hidden copy of the form (a strict-mode violation).
      const personal = page.getByTestId('personal-form').filter({ visible: true })
      await expect(personal).toHaveCount(1)
      const field = (label: string) => personal.getByLabel(label, { exact: true })
      const group = (legend: string) => personal.getByRole('radiogroup', { name: legend })
      await field(p.personal.firstName).fill('Noa')
      await field(p.personal.lastName).fill('Levi')
      await field(p.personal.birthDate).fill('1986-02-03')
      await group(p.personal.citizenship)
        .getByRole('radio', { name: p.personal.citizenshipOptions.israeli })
        .check()
      await field(p.personal.idNumber).fill(uniqueIdNumber())
      await field(p.personal.address).fill('Herzl 1')
      await field(p.personal.city).fill('Tel Aviv')
      await field(p.personal.zip).fill('6100000')
      await field(p.personal.countryOfResidence).selectOption('IL')
      await field(p.personal.sex).selectOption('female')
      await group(p.personal.publicOffice).getByRole('radio', { name: p.form.no }).check()
      await field(p.personal.knowledgeLevel).selectOption('good')
      await field(p.personal.experienceLevel).selectOption('2to5Years')
      await field(p.personal.education).selectOption('master')
      await group(p.personal.investsThroughCompany).getByRole('radio', { name: p.form.no }).check()
      await personal.getByRole('button', { name: p.form.save }).click()
      await expect(personal.getByRole('status')).toHaveText(p.form.saved)

      const documents = page.getByTestId('invest-details-documents')
      for (const kind of ['id-card', 'id-appendix'] as const) {
        const slot = documents.getByTestId(`upload-${kind}`)
        await slot
          .getByLabel(p.documents.chooseFile.replace('{document}', p.documents.kinds[kind]))
          .setInputFiles({
            name: `${kind}.jpg`,
            mimeType: 'image/jpeg',
            buffer: await photo('#8899aa'),
          })
        await slot.getByRole('button', { name: p.documents.upload }).click()
        await expect(slot.getByRole('status')).toHaveText(p.documents.uploaded)
      }
      const typeForm = page.getByTestId('investor-type-form')
      await typeForm.getByLabel(p.investorType.type).selectOption('private')
      await typeForm
        .getByRole('radiogroup', { name: p.investorType.incomeBracket })
        .getByRole('radio')
        .nth(1)
        .check()
      await typeForm.getByRole('button', { name: p.form.save }).click()
      await expect(typeForm.getByRole('status')).toHaveText(p.form.saved)
      await documents
        .getByTestId('identity-check')
        .getByRole('button', { name: p.identityCheck.send })
        .click()
      await expect(documents.getByTestId('identity-status')).toHaveText(
        p.identityCheck.status.submitted,
      )
      await expectNoAxeViolations(page)

      // Step 2: the amount is still the one chosen before registering.
      await page.getByTestId('invest-next').click()
      await expect(page.getByTestId('invest-step-agreement')).toHaveAttribute(
        'aria-current',
        'step',
      )
      await expect(page.getByTestId('invest-amount-input')).toHaveValue('1250')
      await expect(page.getByTestId('invest-allowance')).toHaveAttribute('data-kind', 'capped')
      for (const name of ['withinLimit', 'documentsRead', 'riskWarning', 'riskAcknowledged'])
        await page.getByTestId(`invest-confirm-${name}`).check()
      await expectNoAxeViolations(page)
      await page.getByTestId('invest-next').click()

      // Step 3: a bank transfer, no fee.
      await page.getByTestId('invest-method-bank').check()
      expect(digits(await page.getByTestId('invest-total').textContent())).toBe('1250')
      await page.getByTestId('invest-submit').click()

      // Step 4: the reference, the bank details, the payment request.
      const finish = page.getByTestId('invest-finish')
      await expect(finish).toBeVisible()
      await expect(page.getByTestId('invest-step-finish')).toHaveAttribute('aria-current', 'step')
      const reference = digits(await page.getByTestId('invest-reference').textContent())
      expect(reference).toMatch(/^\d{2,}$/)
      const number = digits(await page.getByTestId('invest-number').textContent())
      expect(reference.startsWith(number)).toBe(true)
      await expect(page.getByTestId('invest-bank-details')).toContainText(t.finish.reference)
      await expectNoAxeViolations(page)

      // The row in my investments.
      await finish.getByRole('link', { name: t.finish.myInvestments }).click()
      const rows = page.getByTestId('my-investment-row')
      await expect(rows.first()).toBeVisible()
      await expect(rows.first()).toContainText(number)
      await expect(rows.first()).toContainText(t.mine.status.pending)
      expect(digits(await rows.first().getByTestId('my-investment-amount').textContent())).toBe(
        '1250',
      )
      await expectNoAxeViolations(page)
    })
  }
})
