import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { formatMoney } from '@/domain/money'

import { pdfText, squash } from '../support/pdf-text'

import { fixture } from './fixture-host-client'
import { languages, messages } from './messages'
import { signedInAdminPage } from './staff'

/** A raise that succeeded with `count` transfers of `amount` shekels (in the fixture host). */
const aSucceededRaise = (fields: Record<string, unknown>, amount: string, count: number) =>
  fixture('aSucceededRaise', fields, amount, count)

for (const { lng, m } of languages) {
  test(`staff read a succeeded raise's close and take its register and letters (${lng})`, async ({
    browser,
  }) => {
    // The worker's fixture host may start Payload to make the raise: slow on a busy machine.
    test.setTimeout(240_000)
    const t = m.ProjectClose
    // Two investors pay 1,000 shekels each by transfer into a raise whose minimum is 1,500.
    const project = await aSucceededRaise(
      { minimumRaise: 1_500_00, maximumRaise: 100_000_00, unitPrice: 10_00 },
      '1000',
      2,
    )
    expect(project).toMatchObject({
      status: 'success_finished',
      investments: [expect.any(Number), expect.any(Number)],
    })
    const { alias } = project

    const { context, page } = await signedInAdminPage(browser, lng === 'he' ? 'he-IL' : 'en-US')
    await page.goto(`/admin/collections/projects/${project.id}`)
    await page.getByRole('link', { name: t.tab, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/projects/${project.id}/close$`))
    const close = page.getByTestId('project-close')
    await expect(close.getByRole('heading', { name: t.title })).toBeVisible()
    await expect(close.getByTestId('project-close-terms')).toContainText(
      m.ProjectStatusAdmin.statuses.success_finished,
    )
    const cellOf = (bucket: string, column: string, figure: 'count' | 'amount') =>
      close.locator(
        `tr[data-bucket="${bucket}"] td[data-column="${column}"][data-figure="${figure}"]`,
      )
    const twoThousand = formatMoney({ minor: 2_000_00, currency: 'ILS' }, lng)
    await expect(cellOf('approved', 'bank_transfer', 'count')).toHaveText('2')
    await expect(cellOf('approved', 'bank_transfer', 'amount')).toHaveText(twoThousand)
    await expect(cellOf('approved', 'card', 'count')).toHaveText('0')
    await expect(cellOf('pledged', 'total', 'amount')).toHaveText(twoThousand)
    await expect(cellOf('failed', 'total', 'count')).toHaveText('0')
    const rows = close.getByTestId('register-row')
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText('*****1234')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      close.getByRole('link', { name: t.register.downloadCsv }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(new RegExp(`^securities-register-${alias}-`))
    const csv = await readFile(await download.path(), 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    const lines = csv.slice(1).trimEnd().split('\r\n')
    const columns = t.register.columns
    expect(lines[0]).toBe(
      [
        columns.investmentNumber,
        columns.investorName,
        columns.identityKind,
        columns.identityNumber,
        columns.units,
        columns.unitPrice,
        columns.amount,
        columns.currency,
        columns.paidOn,
        columns.approvedOn,
      ]
        .map((header) => `"${header.replace(/"/g, '""')}"`)
        .join(','),
    )
    expect(lines).toHaveLength(3)
    for (const line of lines.slice(1))
      expect(line).toContain(
        `"Dana Cohen","${t.register.identityKinds.id}","*****1234","100","10.00","1000.00","ILS"`,
      )

    // The first investor's letter, in their account's language (English).
    const letterLink = rows.first().locator('a[href*="/allotment-letter"]')
    await expect(letterLink).toHaveText(t.register.letter)
    // Fetched by the page itself, with the admin's session cookie.
    const letter = await page.evaluate(
      async (href) => {
        const response = await fetch(href)
        const bytes = new Uint8Array(await response.arrayBuffer())
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          bytes: [...bytes],
        }
      },
      (await letterLink.getAttribute('href'))!,
    )
    expect(letter.status).toBe(200)
    expect(letter.type).toBe('application/pdf')
    const { text } = pdfText(new Uint8Array(letter.bytes))
    expect(text).toContain(squash(messages.en.AllotmentLetter.title))
    expect(text).toContain(squash('Investor Dana Cohen'))
    expect(text).toContain('*****1234')
    expect(text).toContain(squash('Number of shares 100'))
    await context.close()
  })
}
