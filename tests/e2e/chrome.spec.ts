import { expect, test } from '@playwright/test'

import { gotoInteractive } from './support'

test.describe('cookie consent', () => {
  test('the banner stays until consent, links to the privacy policy, and is remembered', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'הסכמה לעוגיות' })
    await expect(banner).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-cookie-consent', 'pending')
    await expect(banner.getByRole('link', { name: 'מדיניות פרטיות' })).toHaveAttribute(
      'href',
      '/policy/privacy',
    )

    await page.goto('/contacts')
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'אישור' }).click()
    await expect(banner).toBeHidden()

    const cookie = (await context.cookies()).find((c) => c.name === 'cookie_allowed')
    expect(cookie).toBeDefined()
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(43200 - 60)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(43200)
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')

    await page.reload()
    await page.goto('/how-it-works?lng=en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works')
    await expect(page.locator('html')).toHaveAttribute('data-cookie-consent', 'given')
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
  })
})

test.describe('modals opened by name and by hash', () => {
  const names = [
    ['auth', 'התחברות או הרשמה', 'Log in or register'],
    ['forgot', 'שכחת סיסמה?', 'Forgot your password?'],
    ['phoneverification', 'אימות טלפון', 'Phone verification'],
    ['timeout', 'רוצים לשמוע על הזדמנויות חדשות?', 'Want to hear about new opportunities?'],
  ] as const

  for (const [name, he, en] of names) {
    test(`${name} opens by name, closes with Esc and gives focus back`, async ({ page }) => {
      await gotoInteractive(page, '/test2?lng=en')
      const opener = page.locator(`[data-open-modal="${name}"]`)
      await opener.click()
      const dialog = page.getByRole('dialog', { name: en })
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(opener).toBeFocused()
    })

    test(`${name} opens from the URL hash in Hebrew`, async ({ page }) => {
      const hash = name === 'auth' ? 'login' : name
      await page.goto(`/test2?lng=he#${hash}`)
      const dialog = page.getByRole('dialog', { name: he })
      await expect(dialog).toBeVisible()
      await page.getByRole('button', { name: 'סגירה' }).click()
      await expect(dialog).toBeHidden()
      await expect(page).not.toHaveURL(/#/)
    })
  }

  test('the auth modal picks its tab from the hash', async ({ page }) => {
    await page.goto('/?lng=en#register')
    const dialog = page.getByRole('dialog', { name: 'Log in or register' })
    await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await dialog.getByRole('tab', { name: 'Register' }).press('ArrowLeft')
    await expect(dialog.getByRole('tab', { name: 'Log in' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page).toHaveURL(/#login$/)
  })

  test('header login and register links open the auth modal', async ({ page }) => {
    await page.goto('/how-it-works')
    await page.getByRole('banner').getByRole('link', { name: 'הרשמה' }).click()
    const dialog = page.getByRole('dialog', { name: 'התחברות או הרשמה' })
    await expect(dialog.getByRole('tab', { name: 'הרשמה' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })

  test('keeps focus inside the open modal', async ({ page }) => {
    await page.goto('/test2?lng=en#forgot')
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' })
    await expect(dialog).toBeVisible()
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab')
      const inside = await dialog.evaluate(
        (el) => el.contains(document.activeElement) || document.activeElement === document.body,
      )
      expect(inside).toBe(true)
    }
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the page fits the screen without sideways scrolling, in both languages', async ({
    page,
  }) => {
    for (const lang of ['he', 'en']) {
      await page.goto(`/policy/privacy?lng=${lang}`)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, lang).toBeLessThanOrEqual(0)
    }
  })

  test('the sidebar holds the navigation and the legal links', async ({ page }) => {
    await gotoInteractive(page, '/?lng=en')
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const sidebar = page.getByRole('dialog', { name: 'Menu' })
    await expect(sidebar).toBeVisible()
    for (const name of [
      'Home',
      'Investment opportunities',
      'How it works',
      'Contacts',
      'Terms of use',
      'Privacy',
      'General information',
    ]) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await sidebar.getByRole('link', { name: 'How it works' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it works')
    await expect(sidebar).toBeHidden()
  })

  test('modals fill the screen', async ({ page }) => {
    await page.goto('/?lng=he#login')
    const box = await page.getByRole('dialog', { name: 'התחברות או הרשמה' }).boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(389)
    expect(box?.height).toBeGreaterThanOrEqual(843)
  })
})

test('the header navigation and footer come from the CMS in each language', async ({ page }) => {
  await page.goto('/?lng=en')
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Investment opportunities',
    'Recruitment',
    'Leading investor',
    'How it works',
    'Contacts',
  ])
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
    // The footer contact form (tests/e2e/leads.spec.ts) comes first.
    'Contact us',
    'General',
    'Joining',
    'Navigation',
    'Follow us',
  ])
  await page.goto('/?lng=he')
  await expect(
    page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link').first(),
  ).toHaveText('דף הבית')
})

test('going offline and back online is announced', async ({ page, context }) => {
  await gotoInteractive(page, '/?lng=en')
  await context.setOffline(true)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'You are back online' })).toBeVisible()
})

test('campaign fields from the landing URL are kept for the visit', async ({ page }) => {
  await gotoInteractive(page, '/?utm_source=newsletter&utm_campaign=solar')
  await page.goto('/contacts')
  const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('campaign') ?? 'null'))
  expect(stored).toMatchObject({ utm_source: 'newsletter', utm_campaign: 'solar', utm_medium: '' })
})
