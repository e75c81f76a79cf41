import { expect, test, type Page } from '@playwright/test'

import { mailCatcherUrl, smsGatewayUrl } from '../../playwright.config'
import { waitForMessage } from '../support/mail-catcher'
import { failNextSms, smsCount, waitForSmsCode } from '../support/sms-gateway-stub'
import { languages, testIn, type messages } from './messages'
import { goToProvider, signedInEmail, signInAtProvider, uniqueSubject } from './social-support'
import { gotoInteractive } from './support'

import {
  asClient,
  registerViaApi,
  startInvestmentFlow,
  fillLogin,
  strongPassword,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  updateAccountSecurity,
  withDatabase,
} from './accounts-support'

type Texts = (typeof messages)['en']

const modal = (page: Page) => page.locator('dialog[data-modal=phoneverification]')
const digitBoxes = (page: Page) => modal(page).locator('.otp-input__box')

/** Fills the registration form on `/` and submits it; the code goes to `phone`. */
async function registerThroughModal(
  page: Page,
  lng: string,
  m: Texts,
  account: { email: string; phone: string },
) {
  const a = m.Account
  await page.goto(`/?lng=${lng}`)
  await gotoInteractive(page, '/#register')
  const form = page.getByTestId('register-form')
  await form.getByLabel(a.name).fill(lng === 'he' ? 'נועה לוי' : 'Noa Levi')
  await form.getByLabel(a.email).fill(account.email)
  await form.getByLabel(a.phone).fill(account.phone)
  await form.getByLabel(a.password, { exact: true }).fill(strongPassword)
  await form.getByLabel(a.confirmPassword).fill(strongPassword)
  await form.getByRole('checkbox').check()
  await form.locator('button[type=submit]').click()
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

test.describe('when an administrator requires phone verification', () => {
  test.beforeAll(async ({ request }) =>
    updateAccountSecurity(request, { phoneVerificationRequired: true, otpDefaultMethod: 'sms' }),
  )
  test.afterAll(async ({ request }) =>
    updateAccountSecurity(request, { phoneVerificationRequired: false }),
  )

  for (const { lng, m } of languages) {
    const p = m.Modals.phoneverification

    test(`the code form: masked phone, verify disabled until six digits, Backspace, paste, a wrong code (${lng})`, async ({
      page,
    }) => {
      await asClient(page)
      const phone = uniquePhone()
      const since = Date.now()
      await registerThroughModal(page, lng, m, {
        email: uniqueEmail('otp-form'),
        phone: phone.local,
      })
      await expect(modal(page)).toContainText(p.title)
      // No session before the code: the header stays signed out.
      await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'anonymous')
      const code = await waitForSmsCode(smsGatewayUrl, phone.e164, { since })
      // Spec 9: the first 3 and last 2 digits only.
      await expect(page.getByTestId('verification-phone')).toContainText(
        `+972${'•'.repeat(7)}${phone.e164.slice(-2)}`,
      )
      const boxes = digitBoxes(page)
      const verify = modal(page).getByRole('button', { name: p.verify, exact: true })
      await expect(boxes.first()).toBeFocused()
      await expect(verify).toBeDisabled()

      // Typing moves on; Backspace on an empty box moves back and clears it.
      await page.keyboard.type('12')
      await expect(boxes.nth(2)).toBeFocused()
      await page.keyboard.press('Backspace')
      await expect(boxes.nth(1)).toBeFocused()
      await expect(boxes.nth(1)).toHaveValue('')
      await expect(boxes.nth(0)).toHaveValue('1')
      await expect(verify).toBeDisabled()

      // A paste keeps the first six digits, fills the boxes and verifies at once: wrong code.
      const wrong = otherCode(code)
      await boxes.nth(1).evaluate(
        (box, text) => {
          const data = new DataTransfer()
          data.setData('text/plain', text)
          box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }))
        },
        `${wrong.slice(0, 3)} ${wrong.slice(3)}99`,
      )
      await expect(modal(page).getByTestId('otp-invalid')).toHaveText(p.invalidCode)
      for (let index = 0; index < 6; index += 1) await expect(boxes.nth(index)).toHaveValue('')
      await expect(boxes.first()).toBeFocused()
      await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'anonymous')
    })

    testIn(lng, 'en')(
      `timer, resend and method switch; the right code signs in and reloads (${lng})`,
      async ({ page }) => {
        await page.clock.install()
        await asClient(page)
        const phone = uniquePhone()
        const email = uniqueEmail('otp-timer')
        const since = Date.now()
        await registerThroughModal(page, lng, m, { email, phone: phone.local })
        await waitForSmsCode(smsGatewayUrl, phone.e164, { since })
        const resend = modal(page).getByRole('button', { name: p.resend })
        await expect(modal(page).getByTestId('otp-timer')).toContainText(
          p.resendIn.replace('{seconds}', '60'),
        )
        await expect(resend).toBeDisabled()
        await page.clock.fastForward('00:30')
        await expect(modal(page).getByTestId('otp-timer')).toContainText(
          p.resendIn.replace('{seconds}', '30'),
        )
        await expect(resend).toBeDisabled()
        await page.clock.fastForward('00:31')
        await expect(resend).toBeEnabled()
        await expect(modal(page).getByTestId('otp-timer')).toHaveCount(0)

        // The server spaces codes 60 s apart by its own clock: wait that out for real.
        await withDatabase((db) =>
          db.query(
            `update otp_challenges set created_at = created_at - interval '61 seconds'
           where destination = $1`,
            [phone.e164],
          ),
        )
        await resend.click()
        await expect.poll(() => smsCount(smsGatewayUrl, phone.e164)).toBe(2)
        await expect(resend).toBeDisabled()

        // Switching to e-mail sends the code there at once.
        await modal(page).getByLabel(p.methodEmail).check()
        await expect(page.getByTestId('verification-phone')).toContainText(email)
        const message = await waitForMessage(mailCatcherUrl, email, (mail) =>
          /\b\d{6}\b/.test(mail.text),
        )
        const code = message.text.match(/\b(\d{6})\b/)?.[1] as string
        await digitBoxes(page).first().focus()
        await page.keyboard.type(code)
        await expect(page.getByTestId('otp-verified')).toHaveText(p.verified)
        // Two seconds later: the modal closes, the account signs in and the page loads afresh.
        await page.clock.fastForward('00:02')
        await expect(modal(page)).toHaveCount(0)
        await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
        await expect(page).toHaveURL(/\/$/)
      },
    )

    testIn(lng, 'he')(
      `login that needs a code continues the investment afterwards (${lng})`,
      async ({ page, request }) => {
        const phone = uniquePhone()
        const email = uniqueEmail('otp-invest')
        const id = await registerViaApi(request, { email, phone: phone.local, locale: lng })
        await withDatabase((db) =>
          db.query(`update investors set email_verified = true where id = $1`, [id]),
        )
        await asClient(page)
        await page.goto(`/?lng=${lng}`)
        await gotoInteractive(page, '/')
        await startInvestmentFlow(page, {
          authSource: 'investment',
          project: { alias: 'green-tower', amount: 5000, price: 10 },
        })
        const since = Date.now()
        await fillLogin(page, email, strongPassword, {
          email: m.Account.email,
          password: m.Account.password,
        })
        await expect(modal(page)).toContainText(p.title)
        expect((await page.request.get('/api/user')).status()).toBe(401)
        const code = await waitForSmsCode(smsGatewayUrl, phone.e164, { since })
        // The SMS is in the account's language.
        const [sms] = (await (
          await fetch(`${smsGatewayUrl}/messages?to=${encodeURIComponent(phone.e164)}`)
        ).json()) as { body: string }[]
        expect(sms?.body).toContain(code)
        expect(sms?.body).toContain(lng === 'he' ? 'קוד האימות' : 'verification code')

        await digitBoxes(page).first().focus()
        await page.keyboard.type(code)
        await expect(page).toHaveURL(/\/invest\/green-tower$/)
        expect((await page.request.get('/api/user')).status()).toBe(200)
        const navigation = await page.evaluate(() => sessionStorage.getItem('navigation'))
        expect(JSON.parse(navigation ?? '{}')).toMatchObject({ investmentProcess: true })
      },
    )

    testIn(lng, 'en')(
      `after the code, a project without a chosen amount opens its page; no investment goes home (${lng})`,
      async ({ page, request }) => {
        for (const flow of ['project-page', 'no-investment'] as const) {
          const phone = uniquePhone()
          const email = uniqueEmail(`otp-${flow}`)
          const id = await registerViaApi(request, { email, phone: phone.local })
          await withDatabase((db) =>
            db.query(`update investors set email_verified = true where id = $1`, [id]),
          )
          await asClient(page)
          await page.goto(`/policy/privacy?lng=${lng}`)
          await gotoInteractive(page, '/policy/privacy')
          if (flow === 'project-page') {
            await startInvestmentFlow(page, {
              authSource: 'investment',
              project: { alias: 'green-tower', amount: 0, price: 10 },
            })
          } else {
            await page.evaluate(() => (window.location.hash = 'login'))
          }
          const since = Date.now()
          await fillLogin(page, email, strongPassword, {
            email: m.Account.email,
            password: m.Account.password,
          })
          const code = await waitForSmsCode(smsGatewayUrl, phone.e164, { since })
          await digitBoxes(page).first().focus()
          await page.keyboard.type(code)
          await expect(page).toHaveURL(
            flow === 'project-page' ? /\/investment_opportunities\/green-tower$/ : /\/$/,
          )
          await expect(page.getByTestId('account-links')).toHaveAttribute('data-state', 'signed-in')
          await page.request.post('/api/logout', {
            headers: { Origin: new URL(page.url()).origin },
          })
        }
      },
    )

    testIn(lng, 'he')(
      `a failed delivery says so; so does a failed resend (${lng})`,
      async ({ page }) => {
        await page.clock.install()
        await asClient(page)
        const phone = uniquePhone()
        await failNextSms(smsGatewayUrl, phone.e164)
        await registerThroughModal(page, lng, m, {
          email: uniqueEmail('otp-fail'),
          phone: phone.local,
        })
        await expect(modal(page).getByTestId('otp-delivery-problem')).toHaveText(p.sendFailed)
        // A failed send may be tried again at once; this time the gateway refuses the resend.
        await failNextSms(smsGatewayUrl, phone.e164)
        await modal(page).getByRole('button', { name: p.resend }).click()
        await expect(modal(page).getByTestId('otp-delivery-problem')).toHaveText(p.resendFailed)
        await modal(page).getByRole('button', { name: p.resend }).click()
        await expect(modal(page).getByTestId('otp-delivery-problem')).toHaveCount(0)
        await expect.poll(() => smsCount(smsGatewayUrl, phone.e164)).toBe(1)
      },
    )

    testIn(lng, 'en')(
      `closing the modal forgets the account; /otp then asks to log in first (${lng})`,
      async ({ page }) => {
        await asClient(page)
        const phone = uniquePhone()
        await registerThroughModal(page, lng, m, {
          email: uniqueEmail('otp-close'),
          phone: phone.local,
        })
        await expect(modal(page)).toContainText(p.title)
        await page.keyboard.press('Escape')
        await expect(modal(page)).toHaveCount(0)
        await page.evaluate(() => window.history.pushState(null, '', '/otp'))
        await gotoInteractive(page, '/otp')
        await expect(page.getByTestId('otp-log-in-first')).toContainText(p.logInFirst)
        await page.getByTestId('otp-log-in-first').getByRole('button', { name: p.logIn }).click()
        await expect(page.getByTestId('login-form')).toBeVisible()
      },
    )
  }

  test('a social sign-in does not pass over an unverified phone: the password login asks for the code', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('otp-social')
    await registerViaApi(request, { email, phone: uniquePhone().local })
    const en = languages.find((language) => language.lng === 'en')!.m
    await asClient(page)
    await goToProvider(page, 'en', en, 'google')
    await signInAtProvider(page, { sub: uniqueSubject(), email, name: 'Phone Pending' })
    await expect(page.getByTestId('social-notice')).toContainText(
      en.Account.socialNotices.verifyPhone,
    )
    expect(await signedInEmail(page)).toBeNull()
  })

  test('the OTP configuration is served to the browser', async ({ request }) => {
    const response = await request.get('/api/otp/config')
    expect(await response.json()).toEqual({ enabled: true, defaultMethod: 'sms' })
  })

  test('login answers without a session, with a ticket the OTP calls require', async ({
    request,
  }) => {
    const phone = uniquePhone()
    const email = uniqueEmail('otp-api')
    const id = await registerViaApi(request, { email, phone: phone.local })
    const client = { 'X-Forwarded-For': uniqueIp() }
    // Knowing an account's id is not enough to have a code sent to it.
    const refused = await request.post('/api/otp/send', {
      headers: client,
      data: { user_id: id, method: 'sms', verification_token: 'pvt_forged' },
    })
    expect(refused.status()).toBe(403)
    const login = await request.post('/api/login', {
      headers: client,
      data: { login: email, password: strongPassword, session: 'bearer' },
    })
    const answer = (await login.json()) as { token: string | null; verification_token: string }
    expect(answer.token).toBeNull()
    const since = Date.now()
    const sent = await request.post('/api/otp/send', {
      headers: client,
      data: { user_id: id, verification_token: answer.verification_token },
    })
    expect(sent.status()).toBe(200)
    const { challenge_id } = (await sent.json()) as { challenge_id: string }
    const code = await waitForSmsCode(smsGatewayUrl, phone.e164, { since })
    const verified = await request.post('/api/verify-otp', {
      headers: client,
      data: {
        challenge_id,
        code,
        verification_token: answer.verification_token,
        session: 'bearer',
      },
    })
    const { token } = (await verified.json()) as { token: string }
    const user = await request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } })
    expect(user.status()).toBe(200)
  })
})
