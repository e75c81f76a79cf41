import { randomInt, randomUUID } from 'node:crypto'
import type { Server } from 'node:http'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as cardSetupRoute from '@/app/(payload)/api/investition/card-setup/route'
import * as webhookRoute from '@/app/(payload)/api/stripe/webhook/route'
import type { Investment } from '@/payload-types'
import { clientIpHeader } from '@/server/http/request-context'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'

import { saveCardOnPage as fillCardPage, startWebhookReceiver } from '../support/card-webhooks'
import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'
import { anIp, anonymous, investorCaller, type Caller } from '../support/rest'
import {
  signStripePayload,
  standInKeys,
  stripeStandIn,
  type StandInEvent,
} from '@/dev/stripe-stand-in'
import { testCards } from '@/dev/stripe-test-cards'
import { intStripe } from './stub-ports'

const context = { disableRevalidate: true }

/** The real SDK, pointed at the stand-in as the app's is, to look at what the app left there. */
const stripe = new Stripe(standInKeys.secretKey, {
  host: '127.0.0.1',
  port: intStripe.port,
  protocol: 'http',
})

const webhookUrl = `http://127.0.0.1:${intStripe.webhookPort}/api/stripe/webhook`

function postWebhook(body: string, signature: string | null) {
  return webhookRoute.POST(
    new Request('http://localhost/api/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      body,
    }),
  )
}

function requestCardPage(caller: Caller, body: unknown) {
  return cardSetupRoute.POST(
    new NextRequest('http://localhost/api/investition/card-setup', {
      method: 'POST',
      headers: { ...caller.headers, [clientIpHeader]: anIp(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
}

/** The card page as a person fills it in, and what it says first. */
async function saveCardOnPage(checkoutUrl: string, cardNumber: string) {
  const page = await fetch(checkoutUrl)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<label for="cardNumber">Card number</label>')
  return fillCardPage(checkoutUrl, cardNumber)
}

const sessionIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').at(-1)!

async function eventOfSession(sessionId: string): Promise<StandInEvent> {
  const events = await stripeStandIn.events(intStripe.url)
  const event = events.find((e) => e.data.object.id === sessionId)
  if (!event) throw new Error(`no event for ${sessionId}`)
  return event
}

describe('card payments: saving a card with Stripe', () => {
  let payload: Payload
  let receiver: Server
  let projectId: number
  let projectAlias: string

  beforeAll(async () => {
    payload = await testPayload()
    receiver = await startWebhookReceiver(intStripe.webhookPort)
    await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
    projectAlias = `card-project-${Date.now()}-${randomInt(1e6)}`
    const category = await payload.create({
      collection: 'categories',
      context,
      data: { name: 'Tech', slug: `cat-${projectAlias}` },
    })
    const project = await payload.create({
      collection: 'projects',
      context,
      data: {
        alias: projectAlias,
        name: `Project ${projectAlias}`,
        shortDescription: 'A project for the card tests',
        category: category.id,
        stage: 'seed',
        raisingType: 'stock',
        currency: 'ILS',
        minimumRaise: 100_000_00,
        maximumRaise: 200_000_00,
        unitPrice: 10_00,
        minimalInvestment: 500_00,
        status: 'raising',
        documentsVisibility: 'public',
        _status: 'published',
      },
    })
    projectId = project.id
  })

  afterAll(async () => {
    await stripeStandIn.setWebhookUrl(intStripe.url, null)
    await new Promise((resolve) => receiver.close(resolve))
  })

  async function anInvestment(
    investorId: number,
    overrides: Partial<Investment> = {},
  ): Promise<Investment> {
    return payload.create({
      collection: 'investments',
      overrideAccess: true,
      data: {
        number: randomInt(1_000_000, 2_000_000_000),
        reference: `CARD-${randomUUID()}`,
        investor: investorId,
        project: projectId,
        amount: 5_000_00,
        currency: 'ILS',
        unitPrice: 10_00,
        units: 500,
        amountIls: 5_000_00,
        method: 'card',
        paymentState: 'awaiting_card',
        status: 'pending',
        locale: 'en',
        ...overrides,
      },
    })
  }

  const investmentNow = (id: number) =>
    payload.findByID({ collection: 'investments', id, depth: 0, overrideAccess: true })

  const auditOf = async (investmentId: number) =>
    (
      await payload.find({
        collection: 'audit-log',
        where: { investment: { equals: investmentId } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  const eventRows = async (eventId: string) =>
    (
      await payload.find({
        collection: 'payment-events',
        where: { eventId: { equals: eventId } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  it('makes one customer per investor, even for card pages opened at once', async () => {
    const investor = await investorCaller(payload, 'card-customer')
    const first = await anInvestment(investor.id)
    const second = await anInvestment(investor.id)
    const pages = await Promise.all(
      [first, second, first, second].map((investment) =>
        startCardSetup(payload, { investmentId: investment.id, locale: 'en' }),
      ),
    )
    for (const { checkoutUrl } of pages) expect(checkoutUrl).toMatch(`${intStripe.url}/c/setup/`)

    const customers = (await stripeStandIn.customers(intStripe.url)).filter(
      (customer) =>
        (customer.metadata as Record<string, string>).investorId === String(investor.id),
    )
    expect(customers).toHaveLength(1)
    const { docs } = await payload.find({
      collection: 'investor-profiles',
      where: { investor: { equals: investor.id } },
      overrideAccess: true,
    })
    expect(docs[0]?.cardCustomerId).toBe(customers[0]!.id)

    const sessions = await Promise.all(
      pages.map(({ checkoutUrl }) => stripe.checkout.sessions.retrieve(sessionIdOf(checkoutUrl))),
    )
    for (const session of sessions) {
      expect(session.mode).toBe('setup')
      expect(session.customer).toBe(customers[0]!.id)
      expect(session.locale).toBe('en')
      expect(session.success_url).toBe(
        `http://localhost:3000/invest/${projectAlias}?investment=${session.client_reference_id}&card=saved&lng=en`,
      )
      expect(session.cancel_url).toContain('card=cancelled')
      expect(session.metadata?.investmentId).toBe(session.client_reference_id)
    }
    // Each investment keeps the session of one of its own pages.
    for (const investment of [first, second]) {
      const own = sessions.filter((s) => s.client_reference_id === String(investment.id))
      expect(own.map((s) => s.id)).toContain(
        (await investmentNow(investment.id)).card?.setupSessionId,
      )
    }
  })

  it('opens a Hebrew card page in the language Stripe has for it (auto)', async () => {
    const investor = await investorCaller(payload, 'card-hebrew')
    const investment = await anInvestment(investor.id)
    const { checkoutUrl } = await startCardSetup(payload, {
      investmentId: investment.id,
      locale: 'he',
    })
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(checkoutUrl))
    expect(session.locale).toBe('auto')
    expect(session.success_url).toContain('lng=he')
  })

  it("answers the owner with a card page, and another investor's investment as not found", async () => {
    const owner = await investorCaller(payload, 'card-owner')
    const other = await investorCaller(payload, 'card-other')
    const investment = await anInvestment(owner.id)

    const refused = await requestCardPage(other, { investment: investment.id, locale: 'he' })
    expect(refused.status).toBe(404)
    const { error } = await refused.json()
    expect(error.code).toBe('INVESTMENT_NOT_FOUND')
    expect(error.message).toBe('ההשקעה לא נמצאה.')
    expect((await investmentNow(investment.id)).card?.setupSessionId ?? null).toBeNull()

    const visitor = await requestCardPage(anonymous, { investment: investment.id })
    expect(visitor.status).toBe(401)

    const answered = await requestCardPage(owner, { investment: investment.id, locale: 'en' })
    expect(answered.status).toBe(200)
    expect(answered.headers.get('cache-control')).toContain('no-store')
    const { checkoutUrl } = await answered.json()
    expect(checkoutUrl).toMatch(`${intStripe.url}/c/setup/`)
    expect((await investmentNow(investment.id)).card?.setupSessionId).toBe(sessionIdOf(checkoutUrl))
  })

  it('opens no card page while CARD_PAYMENTS=off (bank transfers only)', async () => {
    const owner = await investorCaller(payload, 'card-off')
    const investment = await anInvestment(owner.id)
    process.env.CARD_PAYMENTS = 'off'
    try {
      const refused = await requestCardPage(owner, { investment: investment.id, locale: 'en' })
      expect(refused.status).toBe(503)
      expect((await refused.json()).error.code).toBe('CARD_PAYMENTS_UNAVAILABLE')
      expect((await investmentNow(investment.id)).card?.setupSessionId ?? null).toBeNull()
    } finally {
      delete process.env.CARD_PAYMENTS
    }
    const answered = await requestCardPage(owner, { investment: investment.id, locale: 'en' })
    expect(answered.status).toBe(200)
  })

  it('refuses a card page for a bank transfer, a saved card or a cancelled investment', async () => {
    const owner = await investorCaller(payload, 'card-states')
    const transfer = await anInvestment(owner.id, {
      method: 'bank_transfer',
      paymentState: 'awaiting_transfer',
    })
    const saved = await anInvestment(owner.id, { paymentState: 'card_saved' })
    const cancelled = await anInvestment(owner.id, { status: 'cancelled' })
    for (const investment of [transfer, saved, cancelled]) {
      const response = await requestCardPage(owner, { investment: investment.id, locale: 'en' })
      expect(response.status).toBe(409)
      expect((await response.json()).error.code).toBe('CARD_SETUP_NOT_ALLOWED')
    }
    const malformed = await requestCardPage(owner, { investment: 'abc', locale: 'en' })
    expect(malformed.status).toBe(400)
    const unknown = await requestCardPage(owner, { investment: 2_000_000_000, locale: 'en' })
    expect(unknown.status).toBe(404)
  })

  it('saves the card entered on the card page, through the signed webhook', async () => {
    const investor = await investorCaller(payload, 'card-visa')
    const investment = await anInvestment(investor.id)
    const { checkoutUrl } = await startCardSetup(payload, {
      investmentId: investment.id,
      locale: 'en',
    })

    const submitted = await saveCardOnPage(checkoutUrl, testCards.visa)
    expect(submitted.status).toBe(303)
    const back = new URL(submitted.headers.get('location')!)
    expect(back.pathname).toBe(`/invest/${projectAlias}`)
    expect(back.searchParams.get('investment')).toBe(String(investment.id))
    expect(back.searchParams.get('card')).toBe('saved')

    const event = await eventOfSession(sessionIdOf(checkoutUrl))
    expect(event.type).toBe('checkout.session.completed')
    expect(event.deliveries.map((d) => d.status)).toEqual([200])

    const saved = await investmentNow(investment.id)
    expect(saved.paymentState).toBe('card_saved')
    expect(saved.status).toBe('pending')
    expect(saved.card).toMatchObject({ brand: 'visa', last4: '4242' })
    expect(saved.card?.paymentMethodId).toMatch(/^pm_/)
    expect(saved.card?.savedAt).toBeTruthy()
    const method = await stripe.paymentMethods.retrieve(saved.card!.paymentMethodId!)
    expect(method.customer).toBeTruthy()

    const audit = await auditOf(investment.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      action: 'investment.card-saved',
      investor: investor.id,
      details: { brand: 'visa', last4: '4242' },
    })
    const rows = await eventRows(event.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      gateway: 'stripe',
      type: 'checkout.session.completed',
      investment: investment.id,
    })
  })

  it('refuses a Diners card and removes it at Stripe; another card may then be saved', async () => {
    const investor = await investorCaller(payload, 'card-diners')
    const investment = await anInvestment(investor.id)
    const { checkoutUrl } = await startCardSetup(payload, {
      investmentId: investment.id,
      locale: 'en',
    })
    expect((await saveCardOnPage(checkoutUrl, testCards.diners14)).status).toBe(303)

    const refused = await investmentNow(investment.id)
    expect(refused.paymentState).toBe('card_refused')
    // Kept with the time it was removed at Stripe, after the refusal's commit.
    expect(refused.card).toMatchObject({ brand: 'diners', last4: '1667' })
    expect(refused.card?.detachedAt).toBeTruthy()
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(checkoutUrl), {
      expand: ['setup_intent.payment_method'],
    })
    const method = (session.setup_intent as Stripe.SetupIntent)
      .payment_method as Stripe.PaymentMethod
    expect(method.card?.brand).toBe('diners')
    expect(method.customer).toBeNull()
    expect((await auditOf(investment.id)).map((entry) => entry.action).sort()).toEqual([
      'investment.card-detached',
      'investment.card-refused',
    ])

    const again = await startCardSetup(payload, { investmentId: investment.id, locale: 'en' })
    expect((await saveCardOnPage(again.checkoutUrl, testCards.mastercard)).status).toBe(303)
    const saved = await investmentNow(investment.id)
    expect(saved.paymentState).toBe('card_saved')
    expect(saved.card).toMatchObject({ brand: 'mastercard', last4: '4444' })
  })

  it('answers 400 to a webhook with a bad or missing signature, and changes nothing', async () => {
    const investor = await investorCaller(payload, 'card-signature')
    const investment = await anInvestment(investor.id)
    const { checkoutUrl } = await startCardSetup(payload, {
      investmentId: investment.id,
      locale: 'en',
    })
    // The event is made but not delivered, so the test sends it itself.
    await stripeStandIn.setWebhookUrl(intStripe.url, null)
    try {
      await saveCardOnPage(checkoutUrl, testCards.visa)
    } finally {
      await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
    }
    const { deliveries, ...event } = await eventOfSession(sessionIdOf(checkoutUrl))
    expect(deliveries.map((d) => d.status)).toEqual([null])
    const body = JSON.stringify(event)

    for (const signature of [
      signStripePayload(body, 'whsec_not_the_secret'),
      signStripePayload(`${body} `, standInKeys.webhookSecret),
      signStripePayload(body, standInKeys.webhookSecret, Math.floor(Date.now() / 1000) - 3600),
      'nonsense',
      null,
    ]) {
      const response = await postWebhook(body, signature)
      expect(response.status).toBe(400)
      expect((await response.json()).error.code).toBe('WEBHOOK_SIGNATURE_INVALID')
    }
    expect(await eventRows(event.id)).toHaveLength(0)
    expect((await investmentNow(investment.id)).paymentState).toBe('awaiting_card')
    expect(await auditOf(investment.id)).toHaveLength(0)

    const signed = await postWebhook(body, signStripePayload(body, standInKeys.webhookSecret))
    expect(signed.status).toBe(200)
    expect(await signed.json()).toEqual({ received: true })
    expect((await investmentNow(investment.id)).paymentState).toBe('card_saved')
  })

  it('applies an event once, however often and however concurrently it arrives', async () => {
    const investor = await investorCaller(payload, 'card-replay')
    const investment = await anInvestment(investor.id)
    const { checkoutUrl } = await startCardSetup(payload, {
      investmentId: investment.id,
      locale: 'en',
    })
    await stripeStandIn.setWebhookUrl(intStripe.url, null)
    try {
      await saveCardOnPage(checkoutUrl, testCards.visa)
    } finally {
      await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
    }
    const event = await eventOfSession(sessionIdOf(checkoutUrl))
    expect(await eventRows(event.id)).toHaveLength(0)

    const statuses = await Promise.all(
      Array.from({ length: 6 }, () => stripeStandIn.resend(intStripe.url, event.id)),
    )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200])
    expect(await stripeStandIn.resend(intStripe.url, event.id)).toBe(200)

    expect(await eventRows(event.id)).toHaveLength(1)
    const audit = await auditOf(investment.id)
    expect(audit.map((entry) => entry.action)).toEqual(['investment.card-saved'])
    expect((await investmentNow(investment.id)).paymentState).toBe('card_saved')
  })

  it('records other events and leaves the investments alone', async () => {
    const event = {
      id: `evt_${randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { id: 'cus_other', object: 'customer' } },
    }
    const body = JSON.stringify(event)
    const response = await postWebhook(body, signStripePayload(body, standInKeys.webhookSecret))
    expect(response.status).toBe(200)
    const rows = await eventRows(event.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: 'customer.created', gateway: 'stripe' })
    expect(rows[0]?.investment ?? null).toBeNull()
  })
})

describe('card payments: a card investment only when the provider can take it', () => {
  const client = { ip: '127.0.0.1', userAgent: 'test', locale: 'en' as const }
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  /** Runs `check` with the environment changed as given (an empty value unsets the setting). */
  async function withSettings(settings: Record<string, string>, check: () => Promise<void>) {
    const before = Object.fromEntries(
      Object.keys(settings).map((name) => [name, process.env[name]]),
    )
    for (const [name, value] of Object.entries(settings)) {
      if (value) process.env[name] = value
      else delete process.env[name]
    }
    try {
      await check()
    } finally {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  }

  it('records no card investment without both keys or with CARD_PAYMENTS=off', async () => {
    const { alias } = await aRaisingProject(payload)
    const [investor] = await readyInvestors(payload, 1, {
      investorType: 'qualified',
      typeVerified: true,
    })
    const investInCard = () =>
      createInvestment(payload, {
        investor: investor!,
        request: { ...aBankTransfer(alias, '1000'), method: 'card' },
        idempotencyKey: aSubmissionKey(),
        client,
      })

    const unworkable: Record<string, string>[] = [
      { CARD_PAYMENTS: 'off' },
      { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' },
      { STRIPE_WEBHOOK_SECRET: '' },
    ]
    for (const settings of unworkable) {
      await withSettings(settings, async () => {
        await expect(investInCard()).rejects.toMatchObject({ code: 'CARD_PAYMENTS_UNAVAILABLE' })
      })
    }
    const recorded = await payload.count({
      collection: 'investments',
      where: { investor: { equals: investor!.id } },
      overrideAccess: true,
    })
    expect(recorded.totalDocs).toBe(0)

    // With both keys (the run's are the stand-in's) and cards on: recorded, awaiting the card.
    const { investment } = await investInCard()
    expect(investment).toMatchObject({ method: 'card', paymentState: 'awaiting_card' })
  })
})
