import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import {
  asClient,
  confirmEmail,
  logInThroughModal,
  registerViaApi,
  uniqueEmail,
} from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { signedInCompliancePage } from './staff'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'

const photo = (background: string, format: 'jpeg' | 'png') =>
  sharp({ create: { width: 640, height: 400, channels: 3, background } })
    [format]()
    .toBuffer()

/** An HTML page with a script, named like a photo: only its bytes give it away. */
const disguisedPage = {
  name: 'id-card.jpg',
  mimeType: 'image/jpeg',
  buffer: Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
}

/**
 * A valid Israeli ID number of its own (eight random digits and the check digit), so that tests do
 * not all share one number (the server flags shared numbers as duplicates to compliance).
 */
function uniqueIdNumber(): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10))
  const sum = digits.reduce((total, digit, index) => {
    const product = digit * (index % 2 === 0 ? 1 : 2)
    return total + (product > 9 ? product - 9 : product)
  }, 0)
  return [...digits, (10 - (sum % 10)) % 10].join('')
}

/** Personal details as `update-profile` takes them. */
const apiPersonalDetails = {
  firstName: 'Dana',
  lastName: 'Cohen',
  birthDate: '1985-04-12',
  citizenship: 'israeli',
  address: 'Herzl 1',
  city: 'Tel Aviv',
  zip: '6100000',
  sex: 'female',
  countryOfResidence: 'IL',
  publicOffice: false,
  knowledgeLevel: 'good',
  experienceLevel: '2to5Years',
  education: 'master',
  investsThroughCompany: false,
}

/** A message inside a longer text (a field's description holds its hint too). */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** The dates the page shows for today: he-IL 5.3.2025, en-IL 05/03/2025. */
const todayPattern = { he: /\d{1,2}\.\d{1,2}\.\d{4}/, en: /\d{2}\/\d{2}\/\d{4}/ }

/**
 * A compliance officer's decision, signed in to the admin in their own browser and sent through
 * the review screen's own call (the screen itself is tested in compliance-review.spec.ts).
 */
async function decideAsCompliance(
  officer: Page,
  investorId: number,
  decision: 'approve' | 'requestMore',
  reason = '',
) {
  const answer = await officer.evaluate(
    async ({ investorId, decision, reason }) => {
      const list = await fetch(`/api/investor-profiles?where[investor][equals]=${investorId}`, {
        credentials: 'same-origin',
      })
      const { docs } = (await list.json()) as { docs: { id: number }[] }
      const response = await fetch(
        `/api/staff/investor-profiles/${docs[0]?.id}/identity-decision`,
        {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ decision, reason }),
        },
      )
      return { status: response.status, body: await response.text() }
    },
    { investorId, decision, reason },
  )
  expect(answer.status, answer.body).toBe(200)
}

async function signedInInvestor(page: Page, request: Page['request'], lng: 'he' | 'en') {
  const email = uniqueEmail('profile')
  const id = await registerViaApi(request, { email, locale: lng, name: 'Dana Cohen' })
  await asClient(page)
  await confirmEmail(page, email)
  await logInThroughModal(page, { lng, email })
  await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
  return id
}

for (const { lng, m } of languages) {
  const p = m.Profile
  const v = m.Validation

  test.describe(`investor profile (${lng})`, () => {
    testIn(lng, 'he')('asks a visitor to log in', async ({ page }) => {
      await asClient(page)
      await page.goto(`/investor/profile?lng=${lng}`)
      await gotoInteractive(page, '/investor/profile')
      await expect(page.getByTestId('profile-signed-out')).toContainText(
        m.Account.logInToSeeProfile,
      )
    })

    test('completes the profile, is sent for review, answers the reviewer and is verified', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(180_000)
      const investorId = await signedInInvestor(page, request, lng)
      await gotoInteractive(page, '/investor/profile?returnTo=/invest/aurora-solar')

      const progress = page.getByTestId('profile-percent')
      await expect(progress).toHaveText(p.progress.percent.replace('{percent}', '0'))
      await expect(page.getByTestId('return-pending')).toHaveText(p.returnTo.pending)
      await expect(page.getByTestId('profile-next-step')).toContainText(p.progress.steps.personal)

      // Personal details: wrong input first.
      const personal = page.getByTestId('personal-form')
      await expect(personal).toBeVisible()
      await expectNoAxeViolations(page)
      const field = (label: string) => personal.getByLabel(label, { exact: true })
      const group = (legend: string) => personal.getByRole('radiogroup', { name: legend })
      await field(p.personal.firstName).fill('D4na')
      await field(p.personal.lastName).fill('Cohen')
      await field(p.personal.birthDate).fill('2015-01-01')
      await group(p.personal.citizenship)
        .getByRole('radio', { name: p.personal.citizenshipOptions.us })
        .check()
      await expect(personal.getByTestId('us-person-note')).toHaveText(p.personal.usNote)
      await group(p.personal.citizenship)
        .getByRole('radio', { name: p.personal.citizenshipOptions.israeli })
        .check()
      await expect(personal.getByTestId('us-person-note')).toBeHidden()
      await field(p.personal.idNumber).fill('123456789')
      await field(p.personal.address).fill('Herzl 1')
      await field(p.personal.city).fill('Tel Aviv')
      await field(p.personal.zip).fill('6100000')
      await field(p.personal.countryOfResidence).selectOption('IL')
      await field(p.personal.sex).selectOption('female')
      await group(p.personal.publicOffice).getByRole('radio', { name: p.form.no }).check()
      await field(p.personal.knowledgeLevel).selectOption('good')
      await field(p.personal.experienceLevel).selectOption('2to5Years')
      await field(p.personal.education).selectOption('master')
      await field(p.personal.linkedinUrl).fill('https://example.com/dana')
      await group(p.personal.investsThroughCompany).getByRole('radio', { name: p.form.no }).check()
      await personal.getByRole('button', { name: p.form.save }).click()

      await expect(field(p.personal.firstName)).toBeFocused()
      for (const [label, message] of [
        [p.personal.firstName, v.nameLetters],
        [p.personal.birthDate, v.minor],
        [p.personal.idNumber, v.idNumberInvalid],
        [p.personal.linkedinUrl, v.linkedinUrlInvalid],
      ] as const) {
        await expect(field(label)).toHaveAttribute('aria-invalid', 'true')
        await expect(field(label)).toHaveAccessibleDescription(containing(message))
      }
      await expect(field(p.personal.firstName)).toHaveValue('D4na')
      await expect(field(p.personal.idNumber)).toHaveValue('123456789')
      await expect(field(p.personal.city)).toHaveValue('Tel Aviv')
      await expectNoAxeViolations(page)

      // Then right: the ID number comes back masked, and the input for a new one is gone.
      await field(p.personal.firstName).fill('Dana')
      await field(p.personal.birthDate).fill('1985-04-12')
      const idNumber = uniqueIdNumber()
      await field(p.personal.idNumber).fill(idNumber)
      await field(p.personal.linkedinUrl).fill('https://www.linkedin.com/in/dana-cohen')
      await personal.getByRole('button', { name: p.form.save }).click()
      await expect(personal.getByRole('status')).toHaveText(p.form.saved)
      await expect(personal.getByTestId('stored-number')).toHaveText(`•••••${idNumber.slice(-4)}`)
      await expect(field(p.personal.idNumber)).toHaveCount(0)
      await expect(progress).toHaveText(p.progress.percent.replace('{percent}', '25'))
      await expect(page.getByTestId('section-link-personal')).toHaveAttribute(
        'data-state',
        'complete',
      )

      // Identity documents: a disguised page is refused by the server, photos are taken.
      await page.getByTestId('section-link-documents').click()
      await expect(page).toHaveURL(/section=documents/)
      const documents = page.getByTestId('profile-section-documents')
      await expect(documents.getByRole('heading', { level: 2 })).toBeFocused()
      const idCard = documents.getByTestId('upload-id-card')
      const idCardInput = idCard.getByLabel(
        p.documents.chooseFile.replace('{document}', p.documents.kinds['id-card']),
      )
      await idCardInput.setInputFiles(disguisedPage)
      await idCard.getByRole('button', { name: p.documents.upload }).click()
      await expect(idCardInput).toHaveAttribute('aria-invalid', 'true')
      await expect(idCard.locator('.field__error')).toHaveText(v.fileTypeRefused)
      await expect(idCardInput).toBeFocused()

      await idCardInput.setInputFiles({
        name: 'id-card.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo('#8899aa', 'jpeg'),
      })
      await idCard.getByRole('button', { name: p.documents.upload }).click()
      await expect(idCard.getByRole('status')).toHaveText(p.documents.uploaded)
      const uploaded = documents.getByTestId('documents-id-card')
      await expect(uploaded).toContainText(todayPattern[lng])
      const open = uploaded.getByRole('link', { name: containing(p.documents.open) })
      const file = await page.request.get((await open.getAttribute('href'))!)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('image/jpeg')

      const appendix = documents.getByTestId('upload-id-appendix')
      await appendix
        .getByLabel(p.documents.chooseFile.replace('{document}', p.documents.kinds['id-appendix']))
        .setInputFiles({
          name: 'appendix.png',
          mimeType: 'image/png',
          buffer: await photo('#aa9988', 'png'),
        })
      await appendix.getByRole('button', { name: p.documents.upload }).click()
      await expect(appendix.getByRole('status')).toHaveText(p.documents.uploaded)
      await expect(progress).toHaveText(p.progress.percent.replace('{percent}', '50'))

      // Sent for review: the identity details and documents are locked, and say so.
      const check = documents.getByTestId('identity-check')
      await expect(check.getByTestId('identity-status')).toHaveText(
        p.identityCheck.status.not_started,
      )
      await check.getByRole('button', { name: p.identityCheck.send }).click()
      await expect(check.getByTestId('identity-status')).toHaveText(
        p.identityCheck.status.submitted,
      )
      await expect(page.getByTestId('progress-identity-status')).toHaveText(
        p.identityCheck.status.submitted,
      )
      await expect(documents.getByTestId('documents-locked')).toHaveText(p.documents.locked)
      await expect(idCardInput).toBeDisabled()
      await expect(page.getByTestId('section-link-documents')).toHaveAttribute(
        'data-state',
        'waiting',
      )
      await page.getByTestId('section-link-personal').click()
      await expect(personal.getByTestId('identity-locked')).toHaveText(p.personal.locked)
      await expect(field(p.personal.firstName)).toBeDisabled()
      await expect(field(p.personal.birthDate)).toBeDisabled()
      await expect(field(p.personal.city)).toBeEnabled()
      await expectNoAxeViolations(page)

      // Investor type, opened from its address: private, with the brackets from the legal limits.
      await gotoInteractive(
        page,
        '/investor/profile?section=investorType&returnTo=/invest/aurora-solar',
      )
      const typeForm = page.getByTestId('investor-type-form')
      await expect(typeForm).toBeVisible()
      await typeForm.getByLabel(p.investorType.type).selectOption('private')
      const brackets = typeForm.getByRole('radiogroup', { name: p.investorType.incomeBracket })
      await expect(brackets.getByRole('radio')).toHaveCount(4)
      const digits = (text: string | null) => (text ?? '').replace(/[^\d]/g, '')
      const labels = await brackets.locator('label').allTextContents()
      expect(labels.map(digits)).toEqual(['406925', '406926871990', '8719911395175', '1395175'])
      await expect(typeForm.getByTestId('without-accountant-cap')).toContainText(/10,000/)
      await typeForm.getByRole('button', { name: p.form.save }).click()
      await expect(brackets.getByRole('radio').first()).toBeFocused()
      await expect(brackets.getByRole('radio').first()).toHaveAccessibleDescription(
        containing(v.required),
      )
      await brackets.getByRole('radio').nth(1).check()
      await typeForm.getByRole('button', { name: p.form.save }).click()
      await expect(typeForm.getByRole('status')).toHaveText(p.form.saved)
      await expect(page.getByTestId('section-link-investorType')).toHaveAttribute(
        'data-state',
        'complete',
      )

      // Interests and the newsletter.
      await page.getByTestId('section-link-interests').click()
      const interests = page.getByTestId('interests-form')
      await interests.getByLabel(p.interests.options.hightech).check()
      await interests.getByLabel(p.interests.options.realEstate).check()
      await interests.getByLabel(p.interests.newsletter).check()
      await interests.getByRole('button', { name: p.form.save }).click()
      await expect(interests.getByRole('status')).toHaveText(p.form.saved)

      // A profile picture, shown here and in the header.
      await page.getByTestId('section-link-avatar').click()
      const avatar = page.getByTestId('upload-avatar')
      await avatar.getByLabel(p.avatar.chooseFile).setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await photo('#33aa66', 'png'),
      })
      await avatar.getByRole('button', { name: p.avatar.upload }).click()
      await expect(page.getByTestId('profile-avatar')).toBeVisible()
      const headerAvatar = page.getByTestId('account-links').locator('img.avatar')
      await expect(headerAvatar).toBeVisible()
      await expect
        .poll(() => headerAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(256)

      // The reviewer asks for more: the page shows the request, the investor fixes and resends.
      const note = 'Please upload a sharper photo of the ID card appendix.'
      const officer = await signedInCompliancePage(browser, lng === 'he' ? 'he-IL' : 'en-US')
      await decideAsCompliance(officer.page, investorId, 'requestMore', note)
      await gotoInteractive(page, '/investor/profile?section=documents')
      await expect(check.getByTestId('identity-status')).toHaveText(
        p.identityCheck.status.more_info_requested,
      )
      await expect(check.getByTestId('identity-reason')).toContainText(note)
      await appendix
        .getByLabel(p.documents.chooseFile.replace('{document}', p.documents.kinds['id-appendix']))
        .setInputFiles({
          name: 'appendix-sharp.jpg',
          mimeType: 'image/jpeg',
          buffer: await photo('#ccbbaa', 'jpeg'),
        })
      await appendix.getByRole('button', { name: p.documents.upload }).click()
      await expect(appendix.getByRole('status')).toHaveText(p.documents.uploaded)
      await expect(documents.getByTestId('documents-id-appendix').locator('li')).toHaveCount(2)
      await check.getByRole('button', { name: p.identityCheck.sendAgain }).click()
      await expect(check.getByTestId('identity-status')).toHaveText(
        p.identityCheck.status.submitted,
      )

      // Approved: verified, the profile complete, and the way back to the investment offered.
      await decideAsCompliance(officer.page, investorId, 'approve')
      await officer.context.close()
      await gotoInteractive(page, '/investor/profile?returnTo=/invest/aurora-solar')
      await expect(page.getByTestId('progress-identity-status')).toHaveText(
        p.identityCheck.status.approved,
      )
      await expect(progress).toHaveText(p.progress.percent.replace('{percent}', '100'))
      await expect(page.getByTestId('profile-complete')).toHaveText(p.progress.complete)
      await expect(page.getByTestId('return-to')).toHaveAttribute('href', '/invest/aurora-solar')
      await page.getByTestId('section-link-interests').click()
      await expect(interests.getByLabel(p.interests.options.realEstate)).toBeChecked()
      await expect(interests.getByLabel(p.interests.options.law)).not.toBeChecked()
      await expectNoAxeViolations(page)
    })

    test('a save the server refuses keeps what was typed and says why', async ({
      page,
      request,
    }) => {
      await signedInInvestor(page, request, lng)
      // The details and documents as another tab saved them (the API, as the page calls it).
      const headers = { Origin: new URL(page.url()).origin }
      const saved = await page.request.post('/api/catalog/update-profile', {
        headers,
        data: { ...apiPersonalDetails, idNumber: uniqueIdNumber() },
      })
      expect(saved.status(), await saved.text()).toBe(200)
      for (const [kind, format] of [
        ['id-card', 'jpeg'],
        ['id-appendix', 'png'],
      ] as const) {
        const upload = await page.request.post('/api/catalog/update-passport', {
          headers,
          multipart: {
            kind,
            file: {
              name: `${kind}.${format}`,
              mimeType: `image/${format}`,
              buffer: await photo('#777777', format),
            },
          },
        })
        expect(upload.status()).toBe(201)
      }

      await gotoInteractive(page, '/investor/profile?section=personal')
      const personal = page.getByTestId('personal-form')
      const field = (label: string): Locator => personal.getByLabel(label, { exact: true })
      await expect(field(p.personal.lastName)).toHaveValue('Cohen')
      await field(p.personal.lastName).fill('Levi')
      await field(p.personal.city).fill('Haifa')
      // Meanwhile the other tab sends the details for review, which locks them.
      const submitted = await page.request.post('/api/catalog/submit-identity-check', { headers })
      expect(submitted.status()).toBe(200)
      await personal.getByRole('button', { name: p.form.save }).click()
      const alert = personal.getByRole('alert')
      await expect(alert).toContainText(p.form.saveFailed)
      await expect(alert).toContainText(m.ApiErrors.IDENTITY_LOCKED)
      await expect(field(p.personal.lastName)).toHaveValue('Levi')
      await expect(field(p.personal.city)).toHaveValue('Haifa')
    })
  })
}
