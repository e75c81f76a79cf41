import { expect, test, type Page } from '@playwright/test'

import { demoProjectAliases as aliases } from '../../src/seed-data/demo-projects-data'
import { testCards } from '@/dev/stripe-test-cards'
import { asClient } from './accounts-support'
import { expectNoAxeViolations } from './axe'
import { readyAccount, signIn } from './invest-support'
import { languages, testIn } from './messages'
import { gotoInteractive } from './support'

/** Text as a person reads it: Intl's direction marks and runs of spaces removed. */
const plain = (text: string | null) =>
  (text ?? '')
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
const digits = (text: string | null) => (text ?? '').replace(/[^\d]/g, '')

/** Solaris Grid (seed): minimum ₪500, ₪12.50 a share. */
const raising = aliases.raisingStock

async function chooseAmount(page: Page, amount: string) {
  await page.getByTestId('invest-amount-input').fill(amount)
}

for (const { lng, m } of languages) {
  const t = m.Invest
  const v = m.Validation

  test.describe(`investing (${lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await asClient(page)
    })

    testIn(lng, 'he')('lists the projects raising capital now to choose from', async ({ page }) => {
      await gotoInteractive(page, `/invest?lng=${lng}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.list.title)
      const links = page.getByTestId('invest-choose').locator(`a[href="/invest/${raising}"]`)
      await expect(links.first()).toBeVisible()
      await expect(
        page.getByTestId('invest-choose').locator(`a[href="/invest/${aliases.finished}"]`),
      ).toHaveCount(0)
    })

    testIn(lng, 'en')('an unknown or unpublished project is not found', async ({ page }) => {
      for (const alias of ['no-such-project', aliases.draft, aliases.notPublic]) {
        const response = await page.goto(`/invest/${alias}?lng=${lng}`)
        expect(response?.status(), alias).toBe(404)
      }
    })

    testIn(lng, 'he')(
      'a project not raising says why, with a link back to its page',
      async ({ page }) => {
        for (const [alias, reason] of [
          [aliases.finished, 'notRaising'],
          [aliases.comingBonds, 'notRaising'],
        ] as const) {
          await gotoInteractive(page, `/invest/${alias}?lng=${lng}`)
          const closed = page.getByTestId('invest-closed')
          await expect(closed).toHaveAttribute('data-reason', reason)
          await expect(closed).toContainText(t.closed[reason])
          await expect(closed.getByRole('link', { name: t.closed.back })).toHaveAttribute(
            'href',
            `/investment_opportunities/${alias}`,
          )
          await expect(page.getByTestId('invest-amount')).toHaveCount(0)
        }
        await expectNoAxeViolations(page)
      },
    )

    test('a visitor chooses an amount: below the minimum is refused, the shares and fee follow', async ({
      page,
    }) => {
      await gotoInteractive(page, `/invest/${raising}?lng=${lng}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        t.title.replace('{name}', '').trim(),
      )
      await chooseAmount(page, '499')
      const input = page.getByTestId('invest-amount-input')
      await expect(page.getByTestId('invest-amount-error')).toHaveText(v.belowMinimum)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription(
        new RegExp(v.belowMinimum.replace(/[/]/g, '\\/')),
      )
      await expectNoAxeViolations(page)

      // ₪1,010 buys 80 whole shares of ₪12.50: ₪1,000 is invested.
      await chooseAmount(page, '1,010')
      await expect(page.getByTestId('invest-amount-error')).toHaveCount(0)
      await expect(page.getByTestId('invest-quote-units')).toHaveText('80')
      expect(digits(await page.getByTestId('invest-quote-amount').textContent())).toBe('1000')
      await expect(page.getByTestId('invest-quote-fee')).toBeVisible()

      // Going on while signed out opens the auth modal in the investment flow, the amount kept.
      await page.getByTestId('invest-continue').click()
      await expect(page.locator('dialog[data-modal=auth]')).toBeVisible()
      const navigation = await page.evaluate(() => sessionStorage.getItem('navigation'))
      expect(JSON.parse(navigation ?? '{}')).toMatchObject({
        authSource: 'investment',
        project: { alias: raising, amount: 1000, price: 12.5 },
      })
      await page.keyboard.press('Escape')
      await page.reload()
      await page.locator('html[data-hydrated]').waitFor()
      await expect(page.getByTestId('invest-amount-input')).toHaveValue('1,010')
    })

    testIn(lng, 'en')('a minor is refused with a clear message', async ({ page, request }) => {
      const { email } = await readyAccount(request, lng, { birthDate: '2012-06-01' })
      await signIn(page, email)
      await gotoInteractive(page, `/invest/${raising}?lng=${lng}`)
      await expect(page.getByTestId('invest-step-details')).toHaveAttribute('aria-current', 'step')
      await expect(page.getByTestId('invest-refused-minor')).toHaveText(t.details.refused.minor)
      await expect(page.getByTestId('invest-next')).toBeDisabled()
      await expectNoAxeViolations(page)
    })

    testIn(lng, 'he')(
      'a company account is refused and told to register as an investor',
      async ({ page, request }) => {
        const { email } = await readyAccount(request, lng, { accountKind: 'company' })
        await signIn(page, email)
        await gotoInteractive(page, `/invest/${raising}?lng=${lng}`)
        await expect(page.getByTestId('invest-refused-companyAccount')).toHaveText(
          t.details.refused.companyAccount,
        )
        await expect(page.getByTestId('invest-next')).toBeDisabled()
      },
    )

    testIn(lng, 'en')(
      'an identity check compliance refused keeps the investor from investing',
      async ({ page, request }) => {
        const { email } = await readyAccount(request, lng, { kycStatus: 'rejected' })
        await signIn(page, email)
        await gotoInteractive(page, `/invest/${raising}?lng=${lng}`)
        await expect(page.getByTestId('invest-refused-identityRejected')).toHaveText(
          t.details.refused.identityRejected,
        )
      },
    )

    test('over the legal limit: the allowance shows first, and the refusal names it', async ({
      page,
      request,
    }) => {
      // The lowest bracket without an accountant's confirmation: ₪10,000 a year.
      const { email } = await readyAccount(request, lng, { bracket: 1 })
      await signIn(page, email)
      await gotoInteractive(page, `/invest/${raising}?lng=${lng}`)
      await expect(page.getByTestId('invest-details-complete')).toHaveText(t.details.complete)
      await page.getByTestId('invest-next').click()
      await expect(page.getByTestId('invest-step-agreement')).toHaveAttribute(
        'aria-current',
        'step',
      )
      await expect(page.getByRole('heading', { level: 2, name: t.steps.agreement })).toBeFocused()
      const allowance = page.getByTestId('invest-allowance')
      await expect(allowance).toHaveAttribute('data-kind', 'capped')
      const left = digits(await page.getByTestId('invest-allowance-left').textContent())
      expect(Number(left)).toBeGreaterThan(0)
      await expectNoAxeViolations(page)

      await chooseAmount(page, '50000')
      // Going on without the confirmations: each one says so, at its box.
      await page.getByTestId('invest-next').click()
      await expect(page.getByTestId('invest-confirm-withinLimit')).toBeFocused()
      await expect(page.getByTestId('invest-confirm-withinLimit')).toHaveAccessibleDescription(
        t.agreement.mustConfirm,
      )
      for (const name of ['withinLimit', 'documentsRead', 'riskWarning', 'riskAcknowledged'])
        await page.getByTestId(`invest-confirm-${name}`).check()
      await page.getByTestId('invest-next').click()
      await expect(page.getByTestId('invest-diners')).toHaveText(t.payment.diners)
      await page.getByTestId('invest-method-bank').check()
      await page.getByTestId('invest-submit').click()

      const alert = page.getByTestId('invest-alert')
      await expect(alert).toBeVisible()
      expect(digits(await alert.textContent())).toContain(left)
      await expect(page.getByTestId('invest-step-agreement')).toHaveAttribute(
        'aria-current',
        'step',
      )
      // Nothing entered was lost.
      await expect(page.getByTestId('invest-amount-input')).toHaveValue('50000')
      await expect(page.getByTestId('invest-confirm-documentsRead')).toBeChecked()
    })

    testIn(lng, 'he')(
      'by card: a Diners card is refused, another card is saved and charged only at the minimum',
      async ({ page, request }) => {
        const { email } = await readyAccount(request, lng)
        await signIn(page, email)
        await gotoInteractive(page, `/invest/${raising}?lng=${lng}`)
        await page.getByTestId('invest-next').click()
        await chooseAmount(page, '1000')
        for (const name of ['withinLimit', 'documentsRead', 'riskWarning', 'riskAcknowledged'])
          await page.getByTestId(`invest-confirm-${name}`).check()
        await page.getByTestId('invest-next').click()
        await page.getByTestId('invest-method-card').check()
        // The tests' provider runs on test keys: the card choice says so, with the card to use.
        await expect(page.getByTestId('invest-test-payments')).toHaveText(
          t.payment.testPayments.replace(/<\/?b>/g, '').replace('{card}', '4242 4242 4242 4242'),
        )
        await page.getByTestId('invest-submit').click()

        // The card provider's page (the stand-in): a Diners card.
        const saveCard = async (number: string) => {
          await page.getByLabel('Card number').fill(number)
          await page.getByRole('button', { name: 'Save card' }).click()
        }
        await expect(page.getByLabel('Card number')).toBeVisible()
        await saveCard(testCards.diners)
        await expect(page).toHaveURL(new RegExp(`/invest/${raising}\\?investment=\\d+&card=saved`))
        await expect(page.getByTestId('invest-card-refused')).toHaveText(t.finish.cardRefused)
        await expectNoAxeViolations(page)

        // Another card: saved, with the rule on when it is charged.
        await page.getByRole('button', { name: t.finish.anotherCard }).click()
        await expect(page.getByLabel('Card number')).toBeVisible()
        await saveCard(testCards.visa)
        const saved = page.getByTestId('invest-card-saved')
        await expect(saved).toContainText('4242')
        await expect(saved).toContainText(t.finish.cardRule)
      },
    )

    testIn(lng, 'en')(
      'back and forward between the steps lose nothing entered',
      async ({ page, request }) => {
        const { email } = await readyAccount(request, lng)
        await signIn(page, email)
        await gotoInteractive(page, `/invest/${raising}?lng=${lng}`)
        await page.getByTestId('invest-next').click()
        await chooseAmount(page, '2,000')
        await page.getByTestId('invest-confirm-withinLimit').check()
        await page.getByTestId('invest-back').click()
        await expect(page.getByTestId('invest-step-details')).toHaveAttribute(
          'aria-current',
          'step',
        )
        await page.getByTestId('invest-next').click()
        await expect(page.getByTestId('invest-amount-input')).toHaveValue('2,000')
        await expect(page.getByTestId('invest-confirm-withinLimit')).toBeChecked()
        for (const name of ['documentsRead', 'riskWarning', 'riskAcknowledged'])
          await page.getByTestId(`invest-confirm-${name}`).check()
        await page.getByTestId('invest-next').click()
        await page.getByTestId('invest-method-card').check()
        const total = plain(await page.getByTestId('invest-total').textContent())
        expect(digits(total)).toBe('2050') // ₪2,000 and the card's 2.5% (the seed's fee)
        await page.goBack()
        await expect(page.getByTestId('invest-step-agreement')).toHaveAttribute(
          'aria-current',
          'step',
        )
        await page.goForward()
        await expect(page.getByTestId('invest-method-card')).toBeChecked()
        await expectNoAxeViolations(page)
      },
    )
  })
}
