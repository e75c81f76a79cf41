import { expect, test } from '@playwright/test'

import { gotoInteractive } from './support'

test('a slow navigation shows the progress bar until the new page arrives', async ({ page }) => {
  // Hold every router request (prefetches included) for 1.5 s: longer than the 200 ms throttle.
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    },
  )
  await gotoInteractive(page, '/?lng=en')
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'How it works' })
    .click()
  const bar = page.getByRole('progressbar', { name: 'Loading page' })
  await expect(bar).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works', {
    timeout: 15_000,
  })
  await expect(bar).toBeHidden()
})

test('a failed chunk load reloads the page once, not in a loop', async ({ page }) => {
  await gotoInteractive(page, '/contacts?lng=en')
  const failChunk = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 123 failed.'), {
        name: 'ChunkLoadError',
      })
      window.dispatchEvent(new ErrorEvent('error', { error }))
    })

  const reloaded = page.waitForEvent('load')
  await failChunk()
  await reloaded
  await page.locator('html[data-hydrated]').waitFor()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us')

  // Within seconds of the last reload a second failure does not reload again: the guard, which
  // stamps the time just before it reloads (synchronously, in the error's listener), leaves the
  // stamp as it was, and the page keeps its state.
  const stamp = () => page.evaluate(() => sessionStorage.getItem('chunkReloadAt'))
  const stamped = await stamp()
  expect(stamped).not.toBeNull()
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
  await failChunk()
  expect(await stamp()).toBe(stamped)
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
})
