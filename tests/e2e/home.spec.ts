import { expect, test } from '@playwright/test'

import { projectStatusGroups } from '../../src/domain/projects/project-status'
import { expectNoAxeViolations } from './axe'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'

/** A message with an ICU `{count}` as a pattern matching any number in its place. */
const withCount = (message: string) =>
  new RegExp(
    `^${message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{count\\?\}/, '(\\d+)')}$`,
  )

const groups = ['raising', 'coming', 'finished'] as const

for (const { lng, m } of languages) {
  const h = m.Home

  test.describe(`home (${lng})`, () => {
    testIn(lng, 'he')(
      'lists projects raising, coming and finished, each linking to its catalogue filter',
      async ({ page }) => {
        await page.goto(`/?lng=${lng}`)
        for (const group of groups) {
          const section = page.getByRole('region', { name: h.groups[group].title })
          const statuses = await section
            .locator('.project-card')
            .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')))
          expect(statuses.length).toBeGreaterThan(0)
          expect(statuses.length).toBeLessThanOrEqual(3)
          for (const status of statuses)
            expect(projectStatusGroups[group] as readonly string[]).toContain(status)
          const more = section.getByRole('link', { name: withCount(h.groups[group].more) })
          await expect(more).toHaveAttribute('href', `/projects?status=${group}`)
        }

        const raising = page.getByRole('region', { name: h.groups.raising.title })
        const moreText = await raising
          .getByRole('link', { name: withCount(h.groups.raising.more) })
          .innerText()
        const total = Number(withCount(h.groups.raising.more).exec(moreText)?.[1])
        await raising.getByRole('link', { name: withCount(h.groups.raising.more) }).click()
        await expect(page).toHaveURL(/\/projects\?status=raising$/)
        await expect(page.locator('.catalogue__count')).toContainText(String(total))

        await page.goBack()
        const firstProject = page
          .getByRole('region', { name: h.groups.coming.title })
          .locator('.project-card h3 a')
          .first()
        const href = await firstProject.getAttribute('href')
        expect(href).toMatch(/^\/projects\/[\w-]+$/)
        await firstProject.click()
        await expect(page).toHaveURL(new RegExp(`${href}$`))
      },
    )

    testIn(lng, 'en')(
      'shows the latest posts and the calls to action for investors and companies',
      async ({ page }) => {
        await gotoInteractive(page, `/?lng=${lng}`)
        const posts = page.getByRole('region', { name: h.posts.title })
        const dates = await posts
          .locator('time[datetime]')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
        expect(dates.length).toBe(3)
        expect([...dates].sort().reverse()).toEqual(dates)
        await expect(posts.getByRole('link', { name: h.posts.more })).toHaveAttribute(
          'href',
          '/blog',
        )

        const calls = page.getByRole('region', { name: h.calls.label })
        await calls.getByRole('link', { name: h.calls.investors.register }).click()
        await expect(page.getByTestId('register-form')).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(page.getByTestId('register-form')).toBeHidden()

        await calls.getByRole('link', { name: h.calls.companies.apply }).click()
        await expect(page).toHaveURL(/\/recruitment$/)
      },
    )

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(`/?lng=${lng}`)
      await expect(page.getByRole('region', { name: h.calls.label })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
