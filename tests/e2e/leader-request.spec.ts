import { expect, test } from '@playwright/test'

import { waitForMessage } from '../support/mail-catcher'
import { mailCatcherUrl } from '../../playwright.config'

import { signedInCompliancePage } from './staff'
import { languages } from './messages'
import { investorOnProfile, watchPolicyViolations } from './profile-support'
import { staffAuthHeaders } from './staff'
import { gotoInteractive } from './support'

const trackRecord = Buffer.from(
  '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n',
)

for (const { lng, m } of languages) {
  const t = m.LeaderRequest
  const admin = m.LeaderRequestAdmin

  test(`an investor asks to lead, compliance approves in the admin, the investor reads the answer, in ${lng}`, async ({
    page,
    browser,
    request,
  }) => {
    test.slow()
    const violations = await watchPolicyViolations(page)
    const investor = await investorOnProfile(page, request, lng, `leader-${lng}`, 'leaderRequest')
    const section = page.getByTestId('leader-request-section')
    await expect(section.getByRole('heading', { name: t.title, level: 2 })).toBeVisible()
    const form = section.getByTestId('leader-request-form')

    // Too short: the shared rules answer in the page's language before anything is sent.
    await form.getByLabel(t.message).fill('Seed rounds.')
    await form.getByRole('button', { name: t.submit }).click()
    await expect(form.getByText(m.Validation.messageMin)).toBeVisible()

    const message =
      lng === 'he'
        ? 'הובלתי ארבעה סבבי סיד מאז 2019 ואני משקיעה כשירה. מצורף תיעוד ההשקעות.'
        : 'I have led four seed rounds since 2019 and I am a qualified investor. My record is attached.'
    await form.getByLabel(t.message).fill(message)
    await form.getByLabel(t.files).setInputFiles({
      name: 'track-record.pdf',
      mimeType: 'application/pdf',
      buffer: trackRecord,
    })
    await expect(form).toContainText(lng === 'he' ? 'נבחר קובץ אחד' : '1 file chosen')
    await form.getByRole('button', { name: t.submit }).click()

    await expect(section.getByTestId('leader-request-sent')).toHaveText(t.sent)
    const latest = section.getByTestId('leader-request-latest')
    await expect(latest).toHaveAttribute('data-status', 'open')
    await expect(latest).toContainText(t.status.open)
    await expect(latest).toContainText(message)
    // One open request at a time: no form until it is answered, and the page says why.
    await expect(section.getByTestId('leader-request-form')).toHaveCount(0)
    await expect(section.getByTestId('leader-request-one-open')).toHaveText(t.oneOpen)
    expect(await violations()).toEqual([])

    // Compliance finds the request and approves it in the admin, in the same language.
    const found = await request.get(
      `/api/leader-requests?where[investor][equals]=${investor.id}&depth=0`,
      { headers: await staffAuthHeaders(request) },
    )
    const [requestDoc] = ((await found.json()) as { docs: { id: number }[] }).docs
    expect(requestDoc).toBeTruthy()
    const officer = await signedInCompliancePage(browser, lng === 'he' ? 'he-IL' : 'en-US')
    const adminPage = officer.page
    await adminPage.goto(`/admin/collections/leader-requests/${requestDoc!.id}`)
    const decision = adminPage.getByTestId('leader-decision')
    await expect(decision).toBeVisible()
    await expect(adminPage.getByText(message)).toBeVisible()
    // Declining needs an answer; approving takes one too, for the investor.
    await decision.getByRole('button', { name: admin.reject, exact: true }).click()
    await expect(decision.getByRole('alert')).toHaveText(m.Validation.answerTextRequired)
    const answer =
      lng === 'he'
        ? 'ברוכים הבאים. בכל הצעה שתובילו נבדוק שאין לכם קשר לחברה.'
        : 'Welcome aboard. For each offer you lead we will check you have no ties to the company.'
    await decision.getByLabel(admin.answer, { exact: true }).fill(answer)
    await decision.getByRole('button', { name: admin.approve, exact: true }).click()
    await expect(adminPage.getByTestId('leader-decision-done')).toContainText(admin.approvedNote)
    await officer.context.close()

    // The investor reads the decision in the profile…
    await gotoInteractive(page, '/investor/profile?section=leaderRequest')
    const decided = page.getByTestId('leader-request-latest')
    await expect(decided).toHaveAttribute('data-status', 'approved')
    await expect(decided).toContainText(t.status.approved)
    await expect(decided.getByTestId('leader-request-answer')).toHaveText(answer)
    await expect(decided).toContainText(t.approvedNote)
    // …and in an e-mail in the account's language.
    const mail = await waitForMessage(
      mailCatcherUrl,
      investor.email,
      (received) => received.subject.includes(m.Emails.leaderRequestApproved.subject),
      20_000,
    )
    expect(mail.text).toContain(answer)
    expect(mail.html).toContain(`dir="${lng === 'he' ? 'rtl' : 'ltr'}"`)
  })
}
