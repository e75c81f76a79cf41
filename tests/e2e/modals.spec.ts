import { expect, test, type Locator } from '@playwright/test'

import { inLanguage } from './messages'
import { gotoInteractive } from './support'

/** Whether `inner` lies wholly inside `outer` on screen. */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()]
  if (!a || !b) return false
  return a.y >= b.y && a.y + a.height <= b.y + b.height + 0.5
}

/**
 * Issue 21: the auth and forgot-password modals fit what they hold (the login tab's "forgot your
 * password?" sat below a fixed 500 px), and on a short screen their content scrolls rather than
 * being cut; the forgot modal says a reset link was sent.
 */
for (const { lng, m } of inLanguage('en')) {
  test(`the auth and forgot modals show all they hold, and the forgot one says a link was sent (${lng})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await gotoInteractive(page, `/?lng=${lng}#login`)
    const auth = page.locator('dialog[data-modal="auth"]')
    const forgotLink = auth.getByRole('button', { name: m.Account.forgotPassword })
    await expect(forgotLink).toBeVisible()
    expect(await inside(forgotLink, auth)).toBe(true)
    const authBody = auth.locator('.modal__body')
    expect(await authBody.evaluate((body) => body.scrollHeight <= body.clientHeight + 1)).toBe(true)

    // A short screen: the modal stays on it and its body scrolls to the link.
    await page.setViewportSize({ width: 1280, height: 420 })
    const box = await auth.boundingBox()
    expect(box!.y + box!.height).toBeLessThanOrEqual(420)
    await forgotLink.scrollIntoViewIfNeeded()
    expect(await inside(forgotLink, auth)).toBe(true)
    await page.setViewportSize({ width: 1280, height: 800 })

    await forgotLink.click()
    const forgot = page.locator('dialog[data-modal="forgot"]')
    await expect(forgot.getByRole('heading', { name: m.Modals.forgot.title })).toBeVisible()
    // As tall as its few lines, not a fixed 500 px.
    expect((await forgot.boundingBox())!.height).toBeLessThan(450)
    await forgot.getByLabel(m.Account.email).fill('someone@example.com')
    await forgot.locator('button[type=submit]').click()
    await expect(forgot.getByRole('status')).toHaveText(m.Account.resetSent)
  })
}
