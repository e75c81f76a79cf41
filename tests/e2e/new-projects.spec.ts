import { expect, test } from '@playwright/test'

import { israelMonthOf } from '../../src/domain/projects/israel-time'
import { expectNoAxeViolations } from './axe'
import { inLanguage } from './messages'

/** A message with one `{month}` argument as a pattern matching any text in its place. */
const withMonth = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{month\\?\}/, '.+')}$`)

for (const { lng, m } of inLanguage('en')) {
  test(`/new lists the projects whose raise opens this month in Israel (${lng})`, async ({
    page,
    request,
  }) => {
    // What a visitor may see of the projects opening (or opened) this calendar month in Israel.
    const month = israelMonthOf(new Date())
    const query = new URLSearchParams({
      'where[status][in]': 'coming,raising,raising_extend',
      'where[startDate][greater_than_equal]': month.start.toISOString(),
      'where[startDate][less_than]': month.end.toISOString(),
      depth: '0',
      limit: '100',
    })
    const found = await request.get(`/api/projects?${query}`)
    expect(found.status()).toBe(200)
    const expected = ((await found.json()) as { docs: { alias: string }[] }).docs
      .map((project) => `/projects/${project.alias}`)
      .sort()
    // The seed's raises open between 20 days ago and 20 days ahead: some always fall this month.
    expect(expected.length).toBeGreaterThan(0)

    await page.goto(`/new?lng=${lng}`)
    const section = page.getByRole('region', { name: withMonth(m.NewProjects.title) })
    await expect(section).toBeVisible()
    const listed = await section
      .locator('.project-card h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect([...listed].sort()).toEqual(expected)
    await expect(section.getByText(m.NewProjects.empty)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
}
