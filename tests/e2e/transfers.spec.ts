import { expect, test, type APIRequestContext } from '@playwright/test'

import { aProjectWithInvestments } from './invest-support'
import { inLanguage } from './messages'
import { signedInAdminPage, staffAuthHeaders } from './staff'

type Investment = { id: number; reference: string; paymentState: string; status: string }

async function readInvestment(request: APIRequestContext, id: number): Promise<Investment> {
  const answer = await request.get(`/api/investments/${id}?depth=0`, {
    headers: await staffAuthHeaders(request),
  })
  expect(answer.status(), await answer.text()).toBe(200)
  return (await answer.json()) as Investment
}

async function projectIdOf(request: APIRequestContext, alias: string): Promise<number> {
  const answer = await request.get(
    `/api/projects?where[alias][equals]=${encodeURIComponent(alias)}&depth=0&limit=1`,
    { headers: await staffAuthHeaders(request) },
  )
  return ((await answer.json()) as { docs: { id: number }[] }).docs[0]!.id
}

for (const { lng, m } of inLanguage('he')) {
  test.describe(`staff settle bank transfers in the admin (${lng})`, () => {
    test('staff see the transfers expected, mark one received and apply a bank statement', async ({
      browser,
      request,
    }) => {
      // The worker's fixture host (Payload, started on first use) sets the raise up.
      test.setTimeout(300_000)
      const t = m.TransfersAdmin
      const alias = await aProjectWithInvestments({ endInDays: 30 }, '2500', 2)
      const projectId = await projectIdOf(request, alias)
      const list = await request.get(
        `/api/investments?where[project][equals]=${projectId}&depth=0&sort=createdAt`,
        { headers: await staffAuthHeaders(request) },
      )
      const investments = ((await list.json()) as { docs: Investment[] }).docs
      const [marked, fromStatement] = investments as [Investment, Investment]

      const { context, page } = await signedInAdminPage(browser, lng === 'he' ? 'he-IL' : 'en-US')
      await page.goto(`/admin/collections/projects/${projectId}`)
      await expect(page.locator('html')).toHaveAttribute('dir', lng === 'he' ? /^rtl$/i : /^ltr$/i)
      await page.getByRole('link', { name: t.tab, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/transfers`))
      const expected = page.getByTestId('transfers-expected')
      await expect(expected.getByRole('row')).toHaveCount(3)

      // Marked by hand: another amount is refused with the one expected, and what was typed stays.
      const row = expected.locator(`tr[data-reference="${marked.reference}"]`)
      const amount = row.getByLabel(t.receivedAmount)
      await expect(amount).toHaveValue('2500.00')
      await amount.fill('2499')
      await row.getByRole('button', { name: t.markReceived }).click()
      const mismatch = m.ApiErrors.TRANSFER_AMOUNT_MISMATCH.split('{expected}')[0]!
      await expect(row.getByRole('alert')).toContainText(mismatch)
      await expect(amount).toHaveValue('2499')
      expect((await readInvestment(request, marked.id)).paymentState).toBe('awaiting_transfer')
      await amount.fill('2500')
      await row.getByRole('button', { name: t.markReceived }).click()
      await expect(row).toHaveCount(0)
      expect(await readInvestment(request, marked.id)).toMatchObject({
        status: 'active',
        paymentState: 'paid',
      })

      // The bank's statement: checked first (nothing recorded), then the matched line applied.
      const statement = page.getByTestId('bank-statement')
      const csv = [
        '\uFEFFתאריך;סכום;אסמכתא',
        `01/01/2026;"2,500.00";${fromStatement.reference}`,
        '01/01/2026;50;999',
        '31/02/2026;50;999',
      ].join('\r\n')
      await statement.getByLabel(t.statementFile).setInputFiles({
        name: 'statement.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      })
      await statement.getByRole('button', { name: t.checkStatement }).click()
      const result = statement.getByTestId('statement-result')
      await expect(result.locator('tr[data-kind="matched"]')).toHaveCount(1)
      await expect(result.locator('tr[data-kind="unknown_reference"]')).toHaveCount(1)
      await expect(result.getByTestId('statement-malformed')).toContainText(
        t.problems.dateInvalid.split(' (')[0]!,
      )
      expect((await readInvestment(request, fromStatement.id)).paymentState).toBe(
        'awaiting_transfer',
      )
      await result.getByRole('button').click()
      await expect(result.getByTestId('statement-applied')).toBeVisible()
      await expect(result.locator('tr[data-kind="matched"]')).toContainText(t.outcomes.recorded)
      await expect(page.getByTestId('no-transfers-expected')).toHaveText(t.noneAwaiting)
      expect(await readInvestment(request, fromStatement.id)).toMatchObject({
        paymentState: 'paid',
      })

      // The investments list names the card provider new pledges use (the tests' is Stripe), in
      // the admin's language.
      await page.goto('/admin/collections/investments')
      await expect(
        page.getByText(
          lng === 'he'
            ? 'ספק הסליקה להשקעות חדשות: Stripe.'
            : 'Card provider for new investments: Stripe.',
        ),
      ).toBeVisible()

      // The investment's own page says so: nothing left to record.
      await page.goto(`/admin/collections/investments/${marked.id}`)
      await expect(page.getByTestId('investment-settlement')).toContainText(t.panelNothing)
      await context.close()
    })
  })
}
