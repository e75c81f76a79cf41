import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { baseURL } from '../../playwright.config'

import { uniqueIp } from './accounts-support'
import { aProjectWithInvestments, readyAccount, signIn } from './invest-support'
import { languages, testIn } from './messages'
import { signedInAdminPage, staffAuthHeaders } from './staff'

for (const { lng, m } of languages) {
  test.describe(`the raise's statuses and pledges (${lng})`, () => {
    testIn(lng, 'he')(
      'staff move an application along the status machine in the admin; denying needs a reason',
      async ({ browser, request }) => {
        const t = m.ProjectStatusAdmin
        const headers = await staffAuthHeaders(request)
        const categories = await request.get('/api/categories?limit=1&depth=0', { headers })
        const category = (await categories.json()).docs[0].id as number
        // Staff may not create a project in any status but `new`, whatever they send.
        const created = await request.post('/api/projects?draft=true', {
          headers,
          data: {
            alias: `application-${lng}-${Date.now()}`,
            name: `Application ${lng}`,
            shortDescription: 'A company applying to raise',
            category,
            stage: 'seed',
            raisingType: 'stock',
            currency: 'ILS',
            minimumRaise: 100_000_00,
            maximumRaise: 400_000_00,
            unitPrice: 10_00,
            minimalInvestment: 500_00,
            status: 'raising',
            _status: 'draft',
          },
        })
        expect(created.status(), await created.text()).toBe(201)
        const { doc } = (await created.json()) as { doc: { id: number; status: string } }
        expect(doc.status).toBe('new')

        const { context, page } = await signedInAdminPage(browser, lng === 'he' ? 'he-IL' : 'en-US')
        await page.goto(`/admin/collections/projects/${doc.id}`)
        const control = page.getByTestId('project-status-control')
        const now = control.getByTestId('project-status-now')
        await expect(now).toHaveText(t.current.replace('{status}', t.statuses.new))
        for (const next of ['waiting', 'approval'] as const) {
          await control.getByRole('button', { name: t.statuses[next] }).click()
          await expect(now).toHaveText(t.current.replace('{status}', t.statuses[next]))
        }
        // The raise opens by its start day only: staff are offered coming soon or denied.
        await expect(control.getByRole('button')).toHaveText([t.statuses.coming, t.statuses.denied])

        await control.getByRole('button', { name: t.statuses.denied }).click()
        await expect(control.getByRole('alert')).toHaveText(m.Validation.reasonRequired)
        await control.getByLabel(t.reason).fill('The company offered securities by prospectus.')
        await control.getByRole('button', { name: t.statuses.denied }).click()
        await expect(now).toHaveText(t.current.replace('{status}', t.statuses.denied))
        await expect(control).toContainText(t.nothingToDo)
        await context.close()
      },
    )

    testIn(lng, 'en')(
      'an investor cancels a pledge until 48 hours before the raise ends; then it stands',
      async ({ page, request }) => {
        // Two raises set up in the worker's fixture host (which may start Payload first).
        test.slow()
        const t = m.Invest.mine
        const open = await aProjectWithInvestments({ endInDays: 30 }, '1000', 1)
        const closing = await aProjectWithInvestments({ endInDays: 1 }, '1000', 1)
        const { email } = await readyAccount(request, lng)
        await signIn(page, email)
        for (const alias of [open, closing]) {
          const invested = await page.request.post('/api/investition', {
            headers: {
              'Idempotency-Key': randomUUID(),
              'X-Forwarded-For': uniqueIp(),
              Origin: baseURL,
            },
            data: {
              project: alias,
              amount: '1000',
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
        }
        page.on('dialog', (dialog) => void dialog.accept())
        await page.goto(`/investor/profile?section=investments&lng=${lng}`)
        const rows = page.getByTestId('my-investment-row')
        await expect(rows).toHaveCount(2)

        // Newest first: the raise closing tomorrow, then the one with a month to go.
        const cancel = async (row: number) => {
          await rows.nth(row).getByRole('button').click()
          await page
            .getByTestId('investment-change')
            .getByRole('button', { name: t.cancelInvestment })
            .click()
        }
        await cancel(0)
        await expect(page.getByTestId('investment-change').getByRole('alert')).toHaveText(
          m.ApiErrors.CHANGES_CLOSED.replace('{hours}', '48'),
        )
        await expect(rows.nth(0)).toHaveAttribute('data-status', 'pending')
        await page.getByTestId('investment-change').getByRole('button', { name: t.close }).click()

        await cancel(1)
        await expect(rows.nth(1)).toHaveAttribute('data-status', 'cancelled')
      },
    )
  })
}
