import { expect, test, type Page } from '@playwright/test'

import { mailCatcherUrl } from '../../playwright.config'
import { fetchMessages, linkFrom, type CaughtMessage } from '../support/mail-catcher'
import { testCards } from '@/dev/stripe-test-cards'
import { asClient } from './accounts-support'
import { aProjectWithInvestments, investInProject, readyAccount, signIn } from './invest-support'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'

/**
 * A pledge followed through the raise's close, as the investor lives it: the server settles the
 * raises every 5 seconds here (SETTLE_RAISES_CRON), charges the saved card through the Stripe
 * stand-in, whose signed events come back to the site's webhook, and e-mails each step.
 */
test.describe.configure({ timeout: 240_000 })

/** Pledges `amount` shekels by card in the invest flow and saves the card on the provider's page. */
async function pledgeByCard(page: Page, alias: string, lng: string, card: string) {
  await gotoInteractive(page, `/invest/${alias}?lng=${lng}`)
  await page.getByTestId('invest-next').click()
  await page.getByTestId('invest-amount-input').fill('1000')
  for (const name of ['withinLimit', 'documentsRead', 'riskWarning', 'riskAcknowledged'])
    await page.getByTestId(`invest-confirm-${name}`).check()
  await page.getByTestId('invest-next').click()
  await page.getByTestId('invest-method-card').check()
  await page.getByTestId('invest-submit').click()
  await page.getByLabel('Card number').fill(card)
  await page.getByRole('button', { name: 'Save card' }).click()
  await expect(page.getByTestId('invest-card-saved')).toContainText(card.slice(-4))
}

/** A subject template ("{project} reached its minimum") as the subject the project's mail has. */
const subjectFor = (template: string, project: string) => template.replace('{project}', project)

/** The subject as written, before the site's name the e-mail adds (" · Invest Together"). */
const hasSubject = (message: CaughtMessage, subject: string) =>
  message.subject === subject || message.subject.startsWith(`${subject} · `)

/** Waits until every subject reached `to`; the messages, in the order the subjects were given. */
async function waitForSubjects(to: string, subjects: string[]): Promise<CaughtMessage[]> {
  let messages: CaughtMessage[] = []
  const missing = async () => {
    messages = await fetchMessages(mailCatcherUrl, to)
    return subjects.filter((subject) => !messages.some((m) => hasSubject(m, subject)))
  }
  await expect
    .poll(missing, {
      message: `e-mails to ${to}: ${subjects.join(' | ')}`,
      timeout: 90_000,
      intervals: [500],
    })
    .toEqual([])
  return subjects.map((subject) => messages.find((m) => hasSubject(m, subject))!)
}

async function expectInvestmentStatus(page: Page, lng: string, status: string, tip: string) {
  await expect(async () => {
    await page.goto(`/investor/profile?section=investments&lng=${lng}`)
    await expect(page.getByTestId('my-investment-row')).toHaveAttribute('data-status', status, {
      timeout: 2_000,
    })
  }).toPass({ timeout: 60_000 })
  const label = page.getByTestId('my-investment-row').locator('.status-tip').first()
  await expect(label).toHaveAccessibleDescription(tip)
}

for (const { lng, m } of languages) {
  const e = m.Emails
  const mine = m.Invest.mine

  test.describe(`a pledge through the raise's close (${lng})`, () => {
    test.beforeEach(async ({ page }) => {
      // Each follows a raise through the settling job's rounds (every 5 seconds) and the e-mails.
      test.slow()
      await asClient(page)
    })

    test('a card pledge is charged once the raise reaches its minimum and approved at its success, with an e-mail at each step', async ({
      page,
      request,
    }) => {
      // A raise of ₪2,000 to ₪3,000 with nothing pledged yet.
      const alias = await aProjectWithInvestments(
        { minimumRaise: 2000_00, maximumRaise: 3000_00, endInDays: 30 },
        '1000',
        0,
      )
      const project = `Project ${alias}`
      const { email } = await readyAccount(request, lng)
      await signIn(page, email)
      await pledgeByCard(page, alias, lng, testCards.visa)
      await expectInvestmentStatus(page, lng, 'pending', mine.statusTip.pending)

      // Another investor's transfer of ₪2,000 fills the raise: its minimum and maximum at once.
      await investInProject(alias, '2000', 1)

      const [confirmation, minimum, charged, succeeded] = await waitForSubjects(email, [
        subjectFor(e.investmentConfirmation.subject, project),
        subjectFor(e.raiseMinimumReached.subject, project),
        subjectFor(e.cardCharged.subject, project),
        subjectFor(e.raiseSucceeded.subject, project),
      ])
      // In the order the raise lived them, each once.
      const times = [confirmation, minimum, charged, succeeded].map((mail) =>
        Date.parse(mail!.receivedAt),
      )
      expect([...times].sort((a, b) => a - b)).toEqual(times)
      const received = await fetchMessages(mailCatcherUrl, email)
      expect(received.filter((mail) => mail.subject === charged!.subject)).toHaveLength(1)
      // The card's last digits and the amount charged with its fee (2.5% of ₪1,000).
      expect(charged!.text).toContain('4242')
      expect(charged!.text.replace(/[^\d]/g, '')).toContain('1025')

      await expectInvestmentStatus(page, lng, 'approved', mine.statusTip.approved)
    })

    testIn(lng, 'he')(
      'a card pledge charged at the minimum may still be cancelled: the charge, fee included, is refunded and the cancellation confirmed',
      async ({ page, request }) => {
        // A raise of ₪2,000 to ₪10,000 with a month to go: the minimum charges, the raise stays open.
        const alias = await aProjectWithInvestments(
          { minimumRaise: 2000_00, maximumRaise: 10_000_00, endInDays: 30 },
          '1000',
          0,
        )
        const project = `Project ${alias}`
        const { email } = await readyAccount(request, lng)
        await signIn(page, email)
        await pledgeByCard(page, alias, lng, testCards.visa)
        await investInProject(alias, '1000', 1)
        await waitForSubjects(email, [subjectFor(e.cardCharged.subject, project)])
        await expectInvestmentStatus(page, lng, 'active', mine.statusTip.active)

        // The confirmation names what comes back: ₪1,025, the card's 2.5% fee included.
        let question = ''
        page.once('dialog', (dialog) => {
          question = dialog.message()
          void dialog.accept()
        })
        const row = page.getByTestId('my-investment-row')
        await row.getByRole('button', { name: mine.cancelPaid.replace('{number}', '') }).click()
        await expect(page.getByTestId('my-investments-notice')).toContainText(
          mine.cancelled.split('{number}')[0]!,
        )
        expect(question.replace(/[^\d]/g, '')).toContain('1025')
        await expect(row).toHaveAttribute('data-status', /cancelled|refunded/)

        const [cancelled, refunded] = await waitForSubjects(email, [
          subjectFor(e.pledgeCancelledRefund.subject, project),
          subjectFor(e.refundSent.subject, project),
        ])
        expect(cancelled!.text.replace(/[^\d]/g, '')).toContain('1025')
        expect(refunded!.text.replace(/[^\d]/g, '')).toContain('1025')
        await expectInvestmentStatus(page, lng, 'refunded', mine.statusTip.refunded)
      },
    )

    testIn(lng, 'en')(
      'an investor confirms with their bank a charge it held, on the page the e-mail links to',
      async ({ page, request }) => {
        // ₪1,000 is this raise's minimum and maximum: the pledge alone closes it.
        const alias = await aProjectWithInvestments(
          { minimumRaise: 1000_00, maximumRaise: 1000_00, endInDays: 30 },
          '1000',
          0,
        )
        const project = `Project ${alias}`
        const { email } = await readyAccount(request, lng)
        await signIn(page, email)
        await pledgeByCard(page, alias, lng, testCards.authenticationRequired)

        const [held] = await waitForSubjects(email, [
          subjectFor(e.cardNeedsConfirmation.subject, project),
        ])
        const link = linkFrom(held!, '/invest/confirm/')
        expect(link, 'a link to the confirmation page').toBeTruthy()
        await gotoInteractive(page, new URL(link!).pathname)
        const t = m.ConfirmCharge
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title)
        await page.getByRole('button', { name: t.confirm }).click()

        // The bank's page (the stand-in's 3-D Secure page), then back on ours.
        await page.getByRole('button', { name: 'Complete authentication' }).click()
        await expect(page).toHaveURL(/\/invest\/confirm\/\d+\?.*returned=1/)
        await expect(async () => {
          await page.reload()
          await expect(page.getByTestId('charge-paid')).toBeVisible({ timeout: 2_000 })
        }).toPass({ timeout: 30_000 })

        await waitForSubjects(email, [
          subjectFor(e.cardCharged.subject, project),
          subjectFor(e.raiseSucceeded.subject, project),
        ])
        await expectInvestmentStatus(page, lng, 'approved', mine.statusTip.approved)
      },
    )
  })
}
