import { expect, test } from '@playwright/test'

import { appServerEnv, cardcomStandInUrl } from '../../playwright.config'
import { cardcomStandIn } from '@/dev/cardcom-stand-in'
import { cardcomTestCards } from '@/dev/cardcom-test-cards'
import { startAppInstance, type AppInstance } from '../../src/server/dev/start-app-instance'
import { freePorts } from '../support/free-ports'

import { aProjectWithInvestments, investInProject, readyAccount, signIn } from './invest-support'
import { languages } from './messages'
import { gotoInteractive } from './support'

/**
 * A deployment that chose Cardcom (CARD_PROVIDER=cardcom): a production instance of its own beside
 * the tests' server (same database), with the local Cardcom stand-in, which speaks Cardcom's API
 * and shows its token-only card page. The investor invests by card on that page, in their
 * language, and the card is charged once the raise reaches its minimum, by the settle round of
 * whichever instance runs it (one at a time: the tests' server has Cardcom's settings too, new
 * cards going to Stripe there; left to this instance, the tests' server's rounds every 5 s could
 * take every turn). A settings spec: one instance more is run on its own.
 */
test.describe.configure({ mode: 'serial' })

let cardcomSite: AppInstance

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const [sitePort] = await freePorts(1)
  cardcomSite = await startAppInstance(sitePort!, {
    ...appServerEnv(sitePort!),
    DATABASE_URI: process.env.DATABASE_URI ?? '',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? '',
    CARD_PROVIDER: 'cardcom',
  })
})

test.afterAll(async () => {
  await cardcomSite?.stop()
})

/** Cardcom's page as a person fills it: card number, expiry, CVV and the holder's ID number. */
const cardcomPage = {
  he: {
    cardNumber: 'מספר כרטיס',
    expiry: 'תוקף (MM/YY)',
    cvv: 'קוד אבטחה (CVV)',
    id: 'מספר תעודת זהות של בעל הכרטיס',
    submit: 'שמירת הכרטיס',
    testPayments: 'תשלומי ניסיון',
  },
  en: {
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code (CVV)',
    id: "Card holder's ID number",
    submit: 'Save card',
    testPayments: 'Test payments',
  },
} as const

for (const { lng, m } of languages) {
  const t = m.Invest

  test(`${lng}: invests by card on Cardcom's page, and is charged once the raise reaches its minimum`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    // A raise of its own: a ₪1,500 minimum, no pledge yet.
    const alias = await aProjectWithInvestments(
      { minimumRaise: 1_500_00, maximumRaise: 100_000_00, unitPrice: 10_00 },
      '1000',
      0,
    )
    const { email } = await readyAccount(request, lng)
    const context = await browser.newContext({
      baseURL: cardcomSite.url,
      locale: lng === 'he' ? 'he-IL' : 'en-US',
    })
    const page = await context.newPage()
    await signIn(page, email)

    await gotoInteractive(page, `/invest/${alias}?lng=${lng}`)
    await page.getByTestId('invest-next').click()
    await page.getByTestId('invest-amount-input').fill('1000')
    for (const name of ['withinLimit', 'documentsRead', 'riskWarning', 'riskAcknowledged'])
      await page.getByTestId(`invest-confirm-${name}`).check()
    await page.getByTestId('invest-next').click()
    await page.getByTestId('invest-method-card').check()
    // Cardcom's test terminal: the card choice says these are test payments, with Cardcom's card.
    await expect(page.getByTestId('invest-test-payments')).toHaveText(
      t.payment.testPayments.replace(/<\/?b>/g, '').replace('{card}', '4580 0000 0000 0000'),
    )
    await page.getByTestId('invest-submit').click()

    // Cardcom's page (the stand-in), in the investor's language and direction.
    const texts = cardcomPage[lng]
    await expect(page).toHaveURL(new RegExp(`^${cardcomStandInUrl}/EA/LPC6/`))
    await expect(page.locator('html')).toHaveAttribute('lang', lng)
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'he' ? 'rtl' : 'ltr')
    await expect(page.getByText(texts.testPayments).first()).toBeVisible()
    await page.getByLabel(texts.cardNumber).fill(cardcomTestCards.visa)
    await page.getByLabel(texts.expiry).fill('12/34')
    await page.getByLabel(texts.cvv).fill('123')
    await page.getByLabel(texts.id).fill('000000018')
    await page.getByRole('button', { name: texts.submit }).click()

    // Back on the site: the card saved (read back from Cardcom after its callback), not charged.
    await expect(page).toHaveURL(new RegExp(`/invest/${alias}\\?investment=\\d+&card=saved`))
    const saved = page.getByTestId('invest-card-saved')
    await expect(saved).toHaveAttribute('data-payment-state', 'card_saved')
    await expect(saved).toContainText('0000')
    await expect(saved).toContainText(t.finish.cardRule)

    // Another investor's transfer takes the raise past its minimum: the next settle round charges
    // the card, once, through Cardcom.
    const charged = async () =>
      (await cardcomStandIn.transactions(cardcomStandInUrl)).filter(
        (transaction) => transaction.kind === 'charge' && transaction.responseCode === 0,
      ).length
    const chargedBefore = await charged()
    await investInProject(alias, '1000', 1)
    const investmentUrl = page.url()
    await expect
      .poll(
        async () => {
          await page.goto(investmentUrl)
          return page.getByTestId('invest-card-saved').getAttribute('data-payment-state')
        },
        { timeout: 90_000, intervals: [2_000] },
      )
      .toBe('paid')
    await expect(page.getByTestId('invest-card-saved')).toContainText(t.finish.cardCharge.paid)
    expect(await charged()).toBe(chargedBefore + 1)
    await context.close()
  })
}
