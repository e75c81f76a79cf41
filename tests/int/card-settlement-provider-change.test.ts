import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { cardcomStandIn, cardcomStandInKeys } from '@/dev/cardcom-stand-in'
import { cardcomTestCards } from '@/dev/cardcom-test-cards'
import type { CardGateway } from '@/server/investments/card-payments/card-gateway'
import { cardcomCardGateway } from '@/server/investments/card-payments/cardcom-card-gateway'
import { parseSavedCardReference } from '@/server/investments/card-payments/cardcom-values'
import { siteUrl } from '@/server/http/site-url'
import { settleRaises } from '@/server/investments/raise/settle-raises'

import { cardcomUnderTest, stripeUnderTest } from '../support/card-providers'
import { receiveStandInWebhooks, standInStripe } from '../support/card-webhooks'
import { runCardcomForFile } from '../support/cardcom-webhooks'
import { changeEnv } from '../support/env'
import { expectLedgerAgrees } from '../support/ledger-invariants'
import { testPayload } from '../support/payload'
import { aCardInvestment, cardPledgeAt, saveCardAt } from '../support/provider-pledges'
import { pledgeFixtures } from '../support/pledges'

// Outside Next there is no page cache to expire, and the e-mail goes when a test receives it.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))

const stripe = stripeUnderTest(receiveStandInWebhooks())
const cardcomRunning = runCardcomForFile()
const cardcom = cardcomUnderTest(cardcomRunning)

const during = new Date('2031-05-10T10:00:00Z')
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)
const days = (n: number) => n * 24 * 60 * 60_000

/** Issue 38: Cardcom's answers lost or late, and a change of the provider new cards go to. */
describe('card pledges across providers', () => {
  let payload: Payload
  let fixtures: ReturnType<typeof pledgeFixtures>
  const restorers: (() => void)[] = []
  /** Changes settings for this test only (put back after it, last changed first). */
  const settings = (changes: Record<string, string | undefined>) => {
    restorers.push(changeEnv(changes))
  }

  beforeAll(async () => {
    payload = await testPayload()
    fixtures = pledgeFixtures(payload)
  })
  afterEach(() => {
    for (const restore of restorers.reverse()) restore()
    restorers.length = 0
  })

  const investmentNow = (id: number) => fixtures.investmentNow(id)
  const settle = (projectId: number, now: Date, gateway?: CardGateway) =>
    settleRaises(payload, { projects: [projectId], now, gateway })
  const ledgerAgrees = (projectId: number) =>
    expectLedgerAgrees(payload, standInStripe, projectId, cardcomRunning.url)
  const allCardcomCharges = async () =>
    (await cardcomStandIn.transactions(cardcomRunning.url)).filter((t) => t.kind === 'charge')

  it('finds by its key a Cardcom charge whose answer was cut, and records the one charge', async () => {
    settings({ CARD_PROVIDER: 'cardcom' })
    const project = await fixtures.aRaise()
    const card = await cardPledgeAt(payload, cardcom, project.alias, 10_000)
    const token = parseSavedCardReference((await investmentNow(card.id)).card!.paymentMethodId!)!
    await cardcomStandIn.setNextCharge(cardcomRunning.url, token.token, { kind: 'drop-answer' })
    await settle(project.id, during)
    const paid = await investmentNow(card.id)
    expect(paid).toMatchObject({ status: 'active', paymentState: 'paid' })
    expect(await cardcom.chargesOf(paid)).toEqual([
      { id: paid.charge!.chargeId, succeeded: true, amountMinor: 10_250_00 },
    ])
    await ledgerAgrees(project.id)
  })

  it.each([
    ['answered after the time limit (the slow card)', cardcomTestCards.slowCharge, null],
    ['never answered (a hanging call)', cardcomTestCards.visa, 'hang'],
  ] as const)(
    'charges once a Cardcom charge %s, found or asked again by its key',
    async (_case, cardNumber, next) => {
      settings({ CARD_PROVIDER: 'cardcom' })
      const project = await fixtures.aRaise()
      const card = await cardPledgeAt(payload, cardcom, project.alias, 10_000, cardNumber)
      const saved = await investmentNow(card.id)
      if (next) {
        const { token } = parseSavedCardReference(saved.card!.paymentMethodId!)!
        await cardcomStandIn.setNextCharge(cardcomRunning.url, token, { kind: next })
      }
      // The app's Cardcom gateway with a time limit of 1.5 s instead of 20, so the test need not
      // wait out the real one.
      const { terminalNumber, usdTerminalNumber, apiName, apiPassword } = cardcomStandInKeys
      const impatient = cardcomCardGateway({
        terminalNumber,
        usdTerminalNumber,
        apiName,
        apiPassword,
        webhookUrl: `${siteUrl()}/api/cardcom/webhook`,
        apiBase: cardcomRunning.url,
        timeoutMs: 1_500,
      })
      await settle(project.id, during, impatient)
      const paid = await investmentNow(card.id)
      expect(paid).toMatchObject({ paymentState: 'paid' })
      expect(await cardcom.chargesOf(paid)).toEqual([
        { id: paid.charge!.chargeId, succeeded: true, amountMinor: 10_250_00 },
      ])
      await ledgerAgrees(project.id)
    },
  )

  it('charges a pledge saved at Stripe there and a newer one at Cardcom, once CARD_PROVIDER names Cardcom', async () => {
    const project = await fixtures.aRaise()
    // The pledge whose card goes to Cardcom is made first, so a round comes to it first (by id)
    // and each provider's step would reach for the other's pledge were it not kept to its own.
    const atCardcom = await aCardInvestment(payload, project.alias, 5_000)
    const atStripe = await aCardInvestment(payload, project.alias, 5_000)
    settings({ CARD_PROVIDER: 'stripe' })
    await saveCardAt(payload, stripe, atStripe.id)
    settings({ CARD_PROVIDER: 'cardcom' })
    await saveCardAt(payload, cardcom, atCardcom.id)
    expect((await investmentNow(atStripe.id)).card?.provider).toBe('stripe')
    expect((await investmentNow(atCardcom.id)).card?.provider).toBe('cardcom')
    const cardcomChargesBefore = (await allCardcomCharges()).length

    // Both providers configured: the round charges each pledge at its own.
    await settle(project.id, during)
    const paidAtStripe = await fixtures.eventually(atStripe.id, (i) => i.paymentState === 'paid')
    const paidAtCardcom = await investmentNow(atCardcom.id)
    expect(paidAtCardcom).toMatchObject({ paymentState: 'paid' })
    expect(await stripe.chargesOf(paidAtStripe)).toEqual([
      { id: paidAtStripe.charge!.chargeId, succeeded: true, amountMinor: 5_125_00 },
    ])
    expect(await cardcom.chargesOf(paidAtCardcom)).toEqual([
      { id: paidAtCardcom.charge!.chargeId, succeeded: true, amountMinor: 5_125_00 },
    ])
    // Nothing else was charged at Cardcom, nor the Cardcom pledge at Stripe.
    expect((await allCardcomCharges()).length).toBe(cardcomChargesBefore + 1)
    expect(await stripe.chargesOf(paidAtCardcom)).toEqual([])
    await ledgerAgrees(project.id)
  })

  it('keeps a Stripe pledge waiting while Stripe’s settings are gone, and charges it once they are back', async () => {
    const project = await fixtures.aRaise()
    settings({ CARD_PROVIDER: 'stripe' })
    const atStripe = await cardPledgeAt(payload, stripe, project.alias, 5_000)
    settings({ CARD_PROVIDER: 'cardcom' })
    const atCardcom = await cardPledgeAt(payload, cardcom, project.alias, 5_000)
    const restoreStripe = changeEnv({
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
    })
    restorers.push(restoreStripe)

    // Rounds over the days the pledge would have to retry a decline in: it is neither charged
    // elsewhere nor failed, and stays in the raise.
    for (const day of [0, 1, 4]) await settle(project.id, later(during, days(day)))
    expect(await investmentNow(atCardcom.id)).toMatchObject({ paymentState: 'paid' })
    const waiting = await investmentNow(atStripe.id)
    expect(waiting).toMatchObject({
      status: 'pending',
      paymentState: 'card_saved',
      card: { provider: 'stripe' },
    })
    expect(await stripe.chargesOf(waiting)).toEqual([])
    expect(await cardcom.chargesOf(waiting)).toEqual([])
    await ledgerAgrees(project.id)

    // Stripe's settings back: the next round charges it there, once.
    restoreStripe()
    await settle(project.id, later(during, days(5)))
    await settle(project.id, later(during, days(5) + 11 * 60_000))
    const paid = await fixtures.eventually(atStripe.id, (i) => i.paymentState === 'paid')
    expect(await stripe.chargesOf(paid)).toEqual([
      { id: paid.charge!.chargeId, succeeded: true, amountMinor: 5_125_00 },
    ])
    await ledgerAgrees(project.id)
  })
})
