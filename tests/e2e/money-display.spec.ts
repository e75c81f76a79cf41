import { expect, test, type Page } from '@playwright/test'

import { demoProjectAliases as aliases } from '../../src/server/seed/demo-projects-data'
import { languages } from './messages'

/** Intl adds direction marks and narrow spaces around amounts; compare without them. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\s+/g, ' ')

const mainText = async (page: Page) => plain(await page.locator('main').innerText())

/** Pages that show amounts: figures from the data and figures editors wrote. */
const pagesWithAmounts = [
  '/',
  '/projects',
  `/projects/${aliases.raisingStock}`,
  '/how-it-works',
  '/leading-investor',
  '/recruitment',
]

for (const { lng, m } of languages) {
  const p = m.Projects

  test.describe(`money on the public site (${lng})`, () => {
    test('every amount is written the one way of the language: no NIS, no compact "4M"', async ({
      page,
    }) => {
      for (const path of pagesWithAmounts) {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`)
        const text = await mainText(page)
        expect(text, path).toContain('₪')
        expect(text, path).not.toMatch(/\bNIS\b|ש"ח|ש״ח/)
        // Compact figures ("4M ₪", "₪4M", "+1M") are not how the site writes money.
        expect(text, path).not.toMatch(/\d(\.\d)?\s?[KMB]\b/)
        if (lng === 'he') expect(text, path).not.toMatch(/₪\s?\d/)
        else expect(text, path).not.toMatch(/\d\s?₪/)
      }
    })

    test("a project's terms and targets use the formatter's form of each amount", async ({
      page,
    }) => {
      await page.goto(`/projects/${aliases.raisingStock}?lng=${lng}`)
      const terms = page.getByRole('region', { name: p.terms })
      const term = async (label: string) =>
        plain(
          await terms
            .locator('div', { has: page.getByText(label, { exact: true }) })
            .locator('dd')
            .innerText(),
        )
      const money = (amount: string) => (lng === 'he' ? `${amount} ₪` : `₪${amount}`)
      expect(await term(p.unitPriceStock)).toBe(money('12.50'))
      expect(await term(p.minimalInvestment)).toBe(money('500'))
      expect(await term(p.companyValue)).toBe(money('18,000,000'))
      const targets = plain(await page.locator('.raise-progress__targets').first().innerText())
      expect(targets).toContain(`${p.minimumTarget} ${money('800,000')}`)
      expect(targets).toContain(`${p.maximumTarget} ${money('2,500,000')}`)
    })

    test('the raise bar says what it measures: filled against the maximum, marked at the minimum', async ({
      page,
    }) => {
      await page.goto(`/projects/${aliases.raisingStock}?lng=${lng}`)
      const progress = page.locator('.raise-progress').first()
      const bar = progress.getByRole('progressbar', { name: p.barLabel })
      const ofMaximum = Number(await bar.getAttribute('aria-valuenow'))
      expect(ofMaximum).toBeGreaterThan(0)

      // The written percentage is of the minimum target (800,000 of a 2,500,000 maximum).
      const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
      const [before, after] = p.percentOfMinimum.split('{percent}')
      const percentPattern = new RegExp(`${escape(before!)}(\\d+)${escape(after!)}`)
      const written = plain(await progress.locator('.raise-progress__percent').innerText())
      const ofMinimum = Number(percentPattern.exec(written)?.[1])
      expect(ofMinimum).toBeGreaterThanOrEqual(Math.floor((ofMaximum * 2_500_000) / 800_000))
      expect(ofMinimum).toBeLessThanOrEqual(Math.ceil(((ofMaximum + 1) * 2_500_000) / 800_000))
      expect(plain((await bar.getAttribute('aria-valuetext')) ?? '')).toContain(`${ofMinimum}%`)

      // On screen: the fill covers the share of the maximum, the mark sits at 32% of the bar from
      // where the reading starts (the right in Hebrew, the left in English).
      const box = (await bar.boundingBox())!
      const fill = (await progress.locator('.raise-progress__fill').boundingBox())!
      const mark = (await progress.locator('.raise-progress__minimum').boundingBox())!
      expect(Math.abs(fill.width / box.width - ofMaximum / 100)).toBeLessThan(0.02)
      const markCentre = mark.x + mark.width / 2
      const fromStart = lng === 'he' ? box.x + box.width - markCentre : markCentre - box.x
      expect(Math.abs(fromStart / box.width - 0.32)).toBeLessThan(0.02)
      const fillStart = lng === 'he' ? box.x + box.width - (fill.x + fill.width) : fill.x - box.x
      expect(Math.abs(fillStart)).toBeLessThan(2)
      // The legend's mark stands beside the minimum target's amount.
      await expect(
        progress.locator('.raise-progress__minimum-legend .raise-progress__legend-mark'),
      ).toBeVisible()
    })
  })
}
