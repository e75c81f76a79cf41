import { expect, test } from '@playwright/test'

import { demoCompanyName, demoLegalDetails } from '../../src/seed-data/demo-site-globals'

import { languages } from './messages'

/**
 * Issue 21: the operator's legal details (the Footer global's _Legal details_, seeded with the
 * demo company's) under every layout's footer, in the page's language.
 */
for (const { lng, m } of languages) {
  test(`every layout names the operator, its company number, licence and address (${lng})`, async ({
    page,
  }) => {
    for (const path of ['/', '/projects', '/new', '/policy/privacy']) {
      await page.goto(`${path}?lng=${lng}`)
      const legal = page.getByRole('contentinfo').getByTestId('footer-legal')
      await expect(legal, path).toContainText(demoCompanyName[lng])
      await expect(legal, path).toContainText(
        m.Footer.registrationNumber.replace('{number}', demoLegalDetails.registrationNumber),
      )
      await expect(legal, path).toContainText(
        m.Footer.licenceNumber.replace('{number}', demoLegalDetails.licenceNumber),
      )
      await expect(legal, path).toContainText(demoLegalDetails.address[lng])
    }
  })
}
