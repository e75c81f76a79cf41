import { expect, test } from '@playwright/test'

import { gotoInteractive } from './support'

for (const [lang, text] of [
  [
    'he',
    {
      title: 'העמוד לא נמצא',
      message: 'לא הצלחנו למצוא את העמוד הזה',
      home: 'לדף הבית',
      error: 'משהו השתבש! אנא נסו שוב.',
      show: 'הצג את עמוד השגיאה',
    },
  ],
  [
    'en',
    {
      title: 'Page not found',
      message: 'This page could not be found',
      home: 'Home page',
      error: 'Something went wrong! Please try again.',
      show: 'Show the error page',
    },
  ],
] as const) {
  test(`unknown pages answer 404 with a way home (${lang})`, async ({ page }) => {
    const response = await page.goto(`/no/such/page?lng=${lang}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title)
    await expect(page.getByText(text.message)).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: text.home }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test(`an error shows the message and status 500 (${lang})`, async ({ page }) => {
    await gotoInteractive(page, `/test3?lng=${lang}`)
    await page.getByRole('button', { name: text.show }).click()
    const alert = page.getByRole('alert').filter({ hasText: text.error })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('500')
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  })
}
