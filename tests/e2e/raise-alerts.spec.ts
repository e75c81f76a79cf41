import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { baseURL } from '../../playwright.config'

import { fillLogin, strongPassword, uniqueIp, withDatabase } from './accounts-support'
import { aProjectWithInvestments, readyAccount, signIn } from './invest-support'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'

/** A project of the seed in that status that visitors see (not an angel campaign). */
async function aSeededProject(
  request: APIRequestContext,
  status: 'coming' | 'raising',
): Promise<{ id: number; alias: string; minimalInvestment: number }> {
  // The smallest minimum first: six investments stay under a private investor's yearly cap.
  const answer = await request.get(
    `/api/projects?where[status][equals]=${status}&where[angelCampaign][not_equals]=true&where[currency][equals]=ILS&sort=minimalInvestment&limit=1&depth=0`,
  )
  const [project] = (await answer.json()).docs as {
    id: number
    alias: string
    minimalInvestment: number
  }[]
  expect(project, `the seed has a ${status} project`).toBeTruthy()
  return project!
}

for (const { lng, m } of languages) {
  test.describe(`told when the raise opens (${lng})`, () => {
    testIn(lng, 'en')(
      'a visitor signs in from "Notify me", is told it is noted, and takes it back',
      async ({ page, request }) => {
        // Sign-in and five round trips: on a shared 2-core machine under load, past 30 s.
        test.slow()
        const t = m.Projects.raiseAlert
        const project = await aSeededProject(request, 'coming')
        const { email } = await readyAccount(request, lng)

        // The visitors' (cached) page: the button leads to signing in, and is carried out after.
        await page.goto(`/projects/${project.alias}?lng=${lng}`)
        await gotoInteractive(page, `/projects/${project.alias}`)
        const alert = page.getByTestId('raise-alert')
        await expect(alert).toContainText(t.signIn)
        await alert.getByRole('link', { name: t.ask }).click()
        await fillLogin(page, email, strongPassword, {
          email: m.Account.email,
          password: m.Account.password,
        })
        await expect(alert.getByRole('status')).toHaveText(t.asked)
        await expect(alert.getByRole('button', { name: t.withdraw })).toBeVisible()

        // Signed in, the page is rendered for the investor and already knows.
        await gotoInteractive(page, `/projects/${project.alias}`)
        await expect(alert.getByRole('status')).toHaveText(t.asked)
        const state = await page.request.get(`/api/investor/raise-alerts/${project.id}`)
        expect(await state.json()).toEqual({ asked: true })

        await alert.getByRole('button', { name: t.withdraw }).click()
        await expect(alert.getByRole('status')).toHaveText(t.withdrawn)
        await expect(alert.getByRole('button', { name: t.ask })).toBeVisible()
        const after = await page.request.get(`/api/investor/raise-alerts/${project.id}`)
        expect(await after.json()).toEqual({ asked: false })

        // Asked again from the signed-in page.
        await alert.getByRole('button', { name: t.ask }).click()
        await expect(alert.getByRole('status')).toHaveText(t.asked)
      },
    )

    testIn(lng, 'he')(
      'My investments says what each status means, and links a charge to confirm',
      async ({ page, request }) => {
        test.slow()
        const t = m.Invest.mine
        // A project of its own: the seeded ones' totals are what other files' tests measure.
        const alias = await aProjectWithInvestments({ endInDays: 30 }, '1000', 0)
        const minimalInvestment = 500_00
        const { id: investorId, email } = await readyAccount(request, lng)
        await signIn(page, email)
        const ids: number[] = []
        for (let i = 0; i < 6; i++) {
          const invested = await page.request.post('/api/investition', {
            headers: {
              'Idempotency-Key': randomUUID(),
              'X-Forwarded-For': uniqueIp(),
              Origin: baseURL,
            },
            data: {
              project: alias,
              amount: String(minimalInvestment / 100),
              method: 'bank_transfer',
              confirmations: {
                withinLimit: true,
                documentsRead: true,
                riskWarning: true,
                riskAcknowledged: true,
              },
            },
          })
          expect(invested.status(), await invested.text()).toBe(201)
          ids.push(((await invested.json()) as { id: number }).id)
        }
        // Where the settlement takes these investments (its own flows are tested in raise-settlement
        // and raise.spec): written straight into the ledger for this table's sake.
        const states = [
          ['pending', 'action_required', 'card'],
          ['active', 'refund_due', 'bank_transfer'],
          ['approved', 'paid', 'bank_transfer'],
          ['cancelled', 'card_released', 'card'],
          ['failed', 'charge_declined', 'card'],
          ['refunded', 'refunded', 'bank_transfer'],
        ] as const
        await withDatabase(async (db) => {
          for (const [index, [status, paymentState, method]] of states.entries())
            await db.query(
              `update investments set status = $2, payment_state = $3, method = $4
              where id = $1 and investor_id = $5`,
              [ids[index], status, paymentState, method, investorId],
            )
        })

        await gotoInteractive(page, `/investor/profile?section=investments&lng=${lng}`)
        const rows = page.getByTestId('my-investment-row')
        await expect(rows).toHaveCount(6)
        for (const [index, [status, paymentState]] of states.entries()) {
          const row = page.locator(`[data-testid="my-investment-row"][data-status="${status}"]`)
          const label = row.getByText(t.status[status], { exact: true })
          // Shown to everyone, not only on hover, and the label's description.
          await expect(row.getByText(t.statusTip[status], { exact: true })).toBeVisible()
          await expect(label).toHaveAttribute('title', t.statusTip[status])
          await expect(label).toHaveAccessibleDescription(t.statusTip[status])
          const payment = row.getByTestId('my-investment-payment')
          if (paymentState === 'paid' || status === 'failed' || status === 'refunded') {
            await expect(payment).toHaveCount(0)
            continue
          }
          await expect(payment).toHaveAttribute('data-payment-state', paymentState)
          await expect(payment.getByText(t.payment[paymentState], { exact: true })).toBeVisible()
          await expect(payment.getByText(t.paymentTip[paymentState], { exact: true })).toBeVisible()
          if (paymentState === 'action_required') {
            const number = await row.locator('td').first().innerText()
            const confirm = payment.getByRole('link', {
              name: t.confirmPayment.replace('{number}', number.trim()),
            })
            await expect(confirm).toHaveAttribute('href', `/invest/confirm/${ids[index]}`)
          }
        }
      },
    )
  })
}
