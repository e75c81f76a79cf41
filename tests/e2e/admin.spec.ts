import { expect, test } from '@playwright/test'
import { signedInAdminPage, staffAccount } from './staff'

const email = staffAccount.email
const password = staffAccount.password

test.describe('admin panel', () => {
  test.beforeAll(() => {
    expect(password, 'E2E_ADMIN_PASSWORD is set by npm test').not.toBe('')
  })

  test('staff log in at /admin and see the site content', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' })
    const page = await context.newPage()
    await page.goto('/admin')
    await page.getByLabel(/email/i).fill(email)
    await page.getByLabel(/password/i).fill(password)
    await page.getByRole('button', { name: /login/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    await page.goto('/admin/collections/pages')
    await expect(
      page
        .getByRole('link', { name: 'Privacy policy' })
        .or(page.getByRole('link', { name: 'מדיניות פרטיות' }))
        .first(),
    ).toBeVisible()
    await context.close()
  })

  test('the admin speaks Hebrew, right to left, to a Hebrew browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'he-IL' })
    const page = await context.newPage()
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('dir', /^rtl$/i)
    await expect(page.locator('html')).toHaveAttribute('lang', 'he')
    await context.close()
  })
})

test('an editor uploads a picture with its alt text in both languages', async ({
  browser,
  request,
}) => {
  // Signs in to the admin and waits for it to hydrate: slow when the whole suite runs.
  test.slow()
  const { context, page } = await signedInAdminPage(browser)

  await page.goto('/admin/collections/media/create?locale=en')
  const name = `alt-check-${Date.now()}`
  await page.locator('input[type="file"]').setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: onePixelPng,
  })
  await page.getByLabel('Alternative text', { exact: false }).first().fill('A blue square')
  // Without the other language the upload is refused, naming the field.
  await expect(async () => {
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/invalid: Alternative text in the other language/)).toBeVisible({
      timeout: 3_000,
    })
  }).toPass({ timeout: 20_000 })
  await expect(page).toHaveURL(/\/create/)
  await page.getByLabel('Alternative text in the other language').fill('ריבוע כחול')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
  await context.close()

  // Stored as WebP (the collection converts uploads), under the same name.
  const found = await request.get(
    `/api/media?where[filename][equals]=${name}.webp&locale=all&depth=0`,
  )
  const [doc] = ((await found.json()) as { docs: { alt: Record<string, string> }[] }).docs
  expect(doc?.alt).toEqual({ en: 'A blue square', he: 'ריבוע כחול' })
})

/** The smallest PNG: one blue pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
)
