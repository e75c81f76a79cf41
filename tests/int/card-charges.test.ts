import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  CardEventSignatureError,
  CardGatewayError,
  type CardGatewayEvent,
  type SavedCard,
} from '@/server/investments/card-payments/card-gateway'
import { stripeCardGateway } from '@/server/investments/card-payments/stripe-card-gateway'

import { signStripePayload, standInKeys, stripeStandIn } from '@/dev/stripe-stand-in'
import { testCards } from '@/dev/stripe-test-cards'

import { saveCardOnPage } from '../support/card-webhooks'
import { intStripe } from './stub-ports'

/** The gateway as the app makes it, pointed at the stand-in. */
const gateway = stripeCardGateway({ ...standInKeys, apiBase: intStripe.url })

/** The real SDK, to look at what the gateway left at the stand-in. */
const stripe = new Stripe(standInKeys.secretKey, {
  host: '127.0.0.1',
  port: intStripe.port,
  protocol: 'http',
})

type Received = { objectId: string; event: CardGatewayEvent }

/** Every event the stand-in sent, as `verifyEvent` read it (a refused signature answers 400). */
const received: Received[] = []

async function startEventReceiver(port: number): Promise<Server> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    try {
      const signature = incoming.headers['stripe-signature']
      const event = gateway.verifyEvent(body, typeof signature === 'string' ? signature : null)
      const { data } = JSON.parse(body.toString('utf8')) as { data: { object: { id: string } } }
      received.push({ objectId: data.object.id, event })
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}')
    } catch (error) {
      outgoing.writeHead(400).end((error as Error).message)
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}

/** Waits (polling, up to ten seconds) for an event of this type about this object. */
function eventOf(
  type: string,
  objectId: string,
  matches: (event: CardGatewayEvent) => boolean = () => true,
): Promise<CardGatewayEvent> {
  return vi.waitFor(
    () => {
      const found = received.find(
        (r) => r.event.type === type && r.objectId === objectId && matches(r.event),
      )
      if (!found) throw new Error(`no ${type} event for ${objectId} yet`)
      return found.event
    },
    { timeout: 10_000, interval: 20 },
  )
}

const eventsOf = (type: string, objectId: string) =>
  received.filter((r) => r.event.type === type && r.objectId === objectId)

// Far above the investor ids of the worker's database: another file of this worker finds its
// investors' customers at the same stand-in by their investor id.
let investorNumber = 900_000

/** A customer with a card saved on the stand-in's card page, as an investor saves one. */
async function savedCard(cardNumber: string): Promise<{ customerId: string; card: SavedCard }> {
  investorNumber += 1
  const customerId = await gateway.createCustomer(
    { investorId: investorNumber, email: `charges-${investorNumber}@example.com`, name: 'Dana' },
    `customer-${randomUUID()}`,
  )
  const { sessionId, url } = await gateway.startCardSetup({
    customerId,
    investmentId: investorNumber,
    currency: 'ILS',
    successUrl: 'http://localhost:3000/invest/project?card=saved',
    cancelUrl: 'http://localhost:3000/invest/project?card=cancelled',
    locale: 'en',
    idempotencyKey: `card-setup-${randomUUID()}`,
  })
  const submitted = await saveCardOnPage(url, cardNumber)
  expect(submitted.status).toBe(303)
  return { customerId, card: await gateway.readSetupResult(sessionId) }
}

let investmentNumber = 950_000

function aCharge(saved: { customerId: string; card: SavedCard }, amountMinor = 5_000_00) {
  investmentNumber += 1
  return {
    customerId: saved.customerId,
    paymentMethodId: saved.card.paymentMethodId,
    amountMinor,
    currency: 'ILS' as const,
    investmentId: investmentNumber,
    description: `Investment ${investmentNumber} in Solar Roofs`,
    idempotencyKey: `charge-${randomUUID()}`,
  }
}

/** Follows the stand-in's 3-D Secure page as the investor would: the page, one of its buttons. */
async function authenticate(url: string, outcome: 'complete' | 'fail'): Promise<URL> {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('<button type="submit" name="outcome" value="complete">')
  expect(html).toContain('Fail authentication')
  const action = new URL(html.match(/<form method="post" action="([^"]+)"/)![1]!, url)
  const answer = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  })
  expect(answer.status).toBe(303)
  return new URL(answer.headers.get('location')!)
}

const returnUrl = 'http://localhost:3000/invest/solar-roofs?investment=7&charge=confirm'

describe('card charges: charging a saved card through the Stripe gateway', () => {
  let receiver: Server

  beforeAll(async () => {
    receiver = await startEventReceiver(intStripe.webhookPort)
    await stripeStandIn.setWebhookUrl(intStripe.url, `http://127.0.0.1:${intStripe.webhookPort}/`)
  })

  afterAll(async () => {
    await stripeStandIn.setWebhookUrl(intStripe.url, null)
    await new Promise((resolve) => receiver.close(resolve))
  })

  it('charges a saved card off-session: the answer, the signed event and a read agree it succeeded', async () => {
    const saved = await savedCard(testCards.visa)
    const charge = aCharge(saved, 1_234_50)

    const result = await gateway.chargeSavedCard(charge)
    expect(result).toEqual({
      chargeId: expect.stringMatching(/^pi_/),
      outcome: 'succeeded',
      declineCode: null,
    })
    const chargeId = result.chargeId!
    const intent = await stripe.paymentIntents.retrieve(chargeId)
    expect(intent).toMatchObject({
      amount: 1_234_50,
      amount_received: 1_234_50,
      currency: 'ils',
      customer: saved.customerId,
      payment_method: saved.card.paymentMethodId,
      description: charge.description,
      metadata: { investmentId: String(charge.investmentId) },
      status: 'succeeded',
    })

    const event = await eventOf('payment_intent.succeeded', chargeId)
    expect(event.charge).toEqual({
      chargeId,
      investmentId: charge.investmentId,
      outcome: 'succeeded',
      declineCode: null,
      amountMinor: 1_234_50,
    })
    expect(event.refund).toBeNull()
    expect(event.setupCompleted).toBeNull()
    // The other events of the charge are recorded and left alone.
    const created = await eventOf('payment_intent.created', chargeId)
    const charged = await eventOf('charge.succeeded', intent.latest_charge as string)
    for (const other of [created, charged])
      expect([other.charge, other.refund]).toEqual([null, null])

    expect(await gateway.readCharge(chargeId)).toEqual({
      chargeId,
      outcome: 'succeeded',
      declineCode: null,
      amountMinor: 1_234_50,
    })
  })

  it('charges once per idempotency key: the same key again, even twice at once, answers the same charge', async () => {
    const saved = await savedCard(testCards.visa)
    const charge = aCharge(saved)

    const first = await gateway.chargeSavedCard(charge)
    expect(first.outcome).toBe('succeeded')
    const again = await Promise.all([
      gateway.chargeSavedCard(charge),
      gateway.chargeSavedCard(charge),
    ])
    expect(again).toEqual([first, first])
    const intents = await stripe.paymentIntents.list({ customer: saved.customerId })
    expect(intents.data.map((intent) => intent.id)).toEqual([first.chargeId])
    const charges = await stripe.charges.list({ payment_intent: first.chargeId! })
    expect(charges.data.map((c) => [c.status, c.amount])).toEqual([['succeeded', 5_000_00]])

    // The same key for another amount is refused, not charged.
    const changed = gateway.chargeSavedCard({ ...charge, amountMinor: charge.amountMinor + 1 })
    await expect(changed).rejects.toBeInstanceOf(CardGatewayError)
    // Another key is another charge.
    const second = await gateway.chargeSavedCard({
      ...charge,
      idempotencyKey: `charge-${randomUUID()}`,
    })
    expect(second.chargeId).not.toBe(first.chargeId)
    expect((await stripe.paymentIntents.list({ customer: saved.customerId })).data).toHaveLength(2)

    // Events come in order: once the second charge's has come, the first's would have too.
    await eventOf('payment_intent.succeeded', second.chargeId!)
    expect(eventsOf('payment_intent.succeeded', first.chargeId!)).toHaveLength(1)
  })

  it('asks for the investor when the card needs authentication, and the 3-D Secure page completes the charge', async () => {
    const saved = await savedCard(testCards.authenticationRequired)
    const charge = aCharge(saved, 2_500_00)

    const result = await gateway.chargeSavedCard(charge)
    expect(result).toEqual({
      chargeId: expect.stringMatching(/^pi_/),
      outcome: 'requires_action',
      declineCode: null,
    })
    const chargeId = result.chargeId!
    // As Stripe documents it: the attempt failed, the card waits in `last_payment_error`.
    const intent = await stripe.paymentIntents.retrieve(chargeId)
    expect(intent.status).toBe('requires_payment_method')
    expect(intent.last_payment_error?.code).toBe('authentication_required')
    expect(intent.last_payment_error?.payment_method?.id).toBe(saved.card.paymentMethodId)
    const failed = await eventOf('payment_intent.payment_failed', chargeId)
    expect(failed.charge).toEqual({
      chargeId,
      investmentId: charge.investmentId,
      outcome: 'requires_action',
      declineCode: null,
      amountMinor: 0,
    })
    expect(await gateway.readCharge(chargeId)).toEqual({
      chargeId,
      outcome: 'requires_action',
      declineCode: null,
      amountMinor: 2_500_00,
    })

    const { url } = await gateway.startChargeConfirmation({ chargeId, returnUrl })
    expect(url).toBe(`${intStripe.url}/c/3ds/${chargeId}`)
    // Asked again (the investor followed the link twice): the same page.
    expect(await gateway.startChargeConfirmation({ chargeId, returnUrl })).toEqual({ url })
    const waiting = await eventOf('payment_intent.requires_action', chargeId)
    expect(waiting.charge?.outcome).toBe('requires_action')

    const back = await authenticate(url, 'complete')
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/invest/solar-roofs')
    expect(back.searchParams.get('investment')).toBe('7')
    expect(back.searchParams.get('payment_intent')).toBe(chargeId)
    expect(back.searchParams.get('redirect_status')).toBe('succeeded')

    const succeeded = await eventOf('payment_intent.succeeded', chargeId)
    expect(succeeded.charge).toEqual({
      chargeId,
      investmentId: charge.investmentId,
      outcome: 'succeeded',
      declineCode: null,
      amountMinor: 2_500_00,
    })
    expect(await gateway.readCharge(chargeId)).toEqual({
      chargeId,
      outcome: 'succeeded',
      declineCode: null,
      amountMinor: 2_500_00,
    })
    // Nothing is left to confirm, and the page is gone.
    const confirmAgain = gateway.startChargeConfirmation({ chargeId, returnUrl })
    await expect(confirmAgain).rejects.toBeInstanceOf(CardGatewayError)
    expect((await fetch(url)).status).toBe(410)
  })

  it('reports a failed authentication as a decline, with nothing left to confirm', async () => {
    const saved = await savedCard(testCards.authenticationRequired)
    const charge = aCharge(saved)
    const { chargeId } = await gateway.chargeSavedCard(charge)

    const { url } = await gateway.startChargeConfirmation({ chargeId: chargeId!, returnUrl })
    const back = await authenticate(url, 'fail')
    expect(back.searchParams.get('payment_intent')).toBe(chargeId)
    expect(back.searchParams.get('redirect_status')).toBe('failed')

    const declined = await eventOf(
      'payment_intent.payment_failed',
      chargeId!,
      (event) => event.charge?.outcome === 'declined',
    )
    expect(declined.charge).toEqual({
      chargeId,
      investmentId: charge.investmentId,
      outcome: 'declined',
      declineCode: 'payment_intent_authentication_failure',
      amountMinor: 0,
    })
    expect(await gateway.readCharge(chargeId!)).toEqual({
      chargeId,
      outcome: 'declined',
      declineCode: 'payment_intent_authentication_failure',
      amountMinor: charge.amountMinor,
    })
    const confirmAgain = gateway.startChargeConfirmation({ chargeId: chargeId!, returnUrl })
    await expect(confirmAgain).rejects.toBeInstanceOf(CardGatewayError)
  })

  it('sends the investor straight back when the card, confirmed on-session, needs no authentication', async () => {
    const saved = await savedCard(testCards.authenticationRequired)
    const charge = aCharge(saved)
    const { chargeId, outcome } = await gateway.chargeSavedCard(charge)
    expect(outcome).toBe('requires_action')

    await stripeStandIn.setNextCharge(intStripe.url, saved.card.paymentMethodId, 'succeed')
    const { url } = await gateway.startChargeConfirmation({ chargeId: chargeId!, returnUrl })
    const back = new URL(url)
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/invest/solar-roofs')
    expect(back.searchParams.get('payment_intent')).toBe(chargeId)
    expect(back.searchParams.get('redirect_status')).toBe('succeeded')
    const succeeded = await eventOf('payment_intent.succeeded', chargeId!)
    expect(succeeded.charge?.amountMinor).toBe(charge.amountMinor)
    expect((await gateway.readCharge(chargeId!)).outcome).toBe('succeeded')
  })

  it('declines a card without funds with its decline code, in the answer, the event and a read', async () => {
    const saved = await savedCard(testCards.insufficientFunds)
    const charge = aCharge(saved)

    const result = await gateway.chargeSavedCard(charge)
    expect(result).toEqual({
      chargeId: expect.stringMatching(/^pi_/),
      outcome: 'declined',
      declineCode: 'insufficient_funds',
    })
    const chargeId = result.chargeId!
    const failed = await eventOf('payment_intent.payment_failed', chargeId)
    expect(failed.charge).toEqual({
      chargeId,
      investmentId: charge.investmentId,
      outcome: 'declined',
      declineCode: 'insufficient_funds',
      amountMinor: 0,
    })
    expect(await gateway.readCharge(chargeId)).toEqual({
      chargeId,
      outcome: 'declined',
      declineCode: 'insufficient_funds',
      amountMinor: charge.amountMinor,
    })
    // A declined charge awaits no investor and has nothing to refund.
    const confirm = gateway.startChargeConfirmation({ chargeId, returnUrl })
    await expect(confirm).rejects.toBeInstanceOf(CardGatewayError)
    const refund = gateway.refundCharge({ chargeId, idempotencyKey: `refund-${randomUUID()}` })
    await expect(refund).rejects.toBeInstanceOf(CardGatewayError)
  })

  it('declines a card that saved fine but cannot be charged, and charges a card on a new attempt after a decline', async () => {
    const unchargeable = await savedCard(testCards.declinedAfterAttaching)
    const refused = await gateway.chargeSavedCard(aCharge(unchargeable))
    expect(refused).toMatchObject({ outcome: 'declined', declineCode: 'generic_decline' })
    expect(refused.chargeId).toMatch(/^pi_/)

    // A card the stand-in declines once (expired), then charges: a new attempt takes a new key.
    const saved = await savedCard(testCards.visa)
    await stripeStandIn.setNextCharge(
      intStripe.url,
      saved.card.paymentMethodId,
      'decline',
      'expired_card',
    )
    const charge = aCharge(saved)
    const declined = await gateway.chargeSavedCard(charge)
    expect(declined).toMatchObject({ outcome: 'declined', declineCode: 'expired_card' })
    const retried = await gateway.chargeSavedCard({
      ...charge,
      idempotencyKey: `retry-${randomUUID()}`,
    })
    expect(retried.outcome).toBe('succeeded')
    expect(retried.chargeId).not.toBe(declined.chargeId)
    expect((await gateway.readCharge(declined.chargeId!)).outcome).toBe('declined')
    expect((await gateway.readCharge(retried.chargeId!)).outcome).toBe('succeeded')
  })

  it('refunds part of a charge and then the rest, once per key, each announced by refund.created', async () => {
    const saved = await savedCard(testCards.visa)
    const charge = aCharge(saved, 100_00)
    const { chargeId } = await gateway.chargeSavedCard(charge)

    const partKey = `refund-${randomUUID()}`
    const part = await gateway.refundCharge({
      chargeId: chargeId!,
      amountMinor: 30_00,
      idempotencyKey: partKey,
    })
    expect(part).toEqual({
      refundId: expect.stringMatching(/^re_/),
      outcome: 'succeeded',
      failureReason: null,
      attempt: null,
    })
    expect(
      await gateway.refundCharge({
        chargeId: chargeId!,
        amountMinor: 30_00,
        idempotencyKey: partKey,
      }),
    ).toEqual(part)
    const rest = await gateway.refundCharge({
      chargeId: chargeId!,
      idempotencyKey: `refund-${randomUUID()}`,
    })
    expect(rest.outcome).toBe('succeeded')

    const refunds = await stripe.refunds.list({ payment_intent: chargeId! })
    expect(refunds.data.map((r) => [r.id, r.amount, r.status])).toEqual([
      [rest.refundId, 70_00, 'succeeded'],
      [part.refundId, 30_00, 'succeeded'],
    ])
    expect(refunds.data[0]?.metadata).toEqual({ investmentId: String(charge.investmentId) })
    for (const [refund, amountMinor] of [
      [part, 30_00],
      [rest, 70_00],
    ] as const) {
      const event = await eventOf('refund.created', refund.refundId)
      expect(event.refund).toEqual({
        refundId: refund.refundId,
        chargeId,
        investmentId: charge.investmentId,
        outcome: 'succeeded',
        amountMinor,
        failureReason: null,
        attempt: null,
      })
      expect(event.charge).toBeNull()
    }
    const intent = await stripe.paymentIntents.retrieve(chargeId!)
    const refunded = await eventOf('charge.refunded', intent.latest_charge as string)
    expect([refunded.charge, refunded.refund]).toEqual([null, null])

    // Nothing is left to refund.
    const more = gateway.refundCharge({
      chargeId: chargeId!,
      idempotencyKey: `refund-${randomUUID()}`,
    })
    await expect(more).rejects.toMatchObject({
      name: 'CardGatewayError',
      providerCode: 'charge_already_refunded',
    })
  })

  it('reports a refund that the bank sends back afterwards as failed, through refund.updated', async () => {
    const saved = await savedCard(testCards.refundFails)
    const charge = aCharge(saved)
    const { chargeId } = await gateway.chargeSavedCard(charge)

    const refund = await gateway.refundCharge({
      chargeId: chargeId!,
      idempotencyKey: `refund-${randomUUID()}`,
      attempt: 3,
    })
    expect(refund).toMatchObject({ outcome: 'succeeded', attempt: 3 })
    const updated = await eventOf('refund.updated', refund.refundId)
    expect(updated.refund).toEqual({
      refundId: refund.refundId,
      chargeId,
      investmentId: charge.investmentId,
      outcome: 'failed',
      amountMinor: charge.amountMinor,
      failureReason: 'expired_or_canceled_card',
      attempt: 3,
    })
    // Read back (a reconciliation whose event was lost), it says the same.
    expect(await gateway.readRefund(refund.refundId)).toEqual({
      refundId: refund.refundId,
      outcome: 'failed',
      failureReason: 'expired_or_canceled_card',
      attempt: 3,
      amountMinor: charge.amountMinor,
    })
    expect((await stripe.refunds.retrieve(refund.refundId)).status).toBe('failed')
  })

  it('refuses a charge event whose signature is wrong, stale or missing', async () => {
    const saved = await savedCard(testCards.visa)
    const { chargeId } = await gateway.chargeSavedCard(aCharge(saved))
    await eventOf('payment_intent.succeeded', chargeId!)
    const sent = (await stripeStandIn.events(intStripe.url)).find(
      (e) => e.type === 'payment_intent.succeeded' && e.data.object.id === chargeId,
    )!
    const { deliveries: _, ...event } = sent
    const body = JSON.stringify(event)
    const secret = standInKeys.webhookSecret

    for (const header of [
      signStripePayload(body, 'whsec_not_the_secret'),
      signStripePayload(`${body} `, secret),
      signStripePayload(body, secret, Math.floor(Date.now() / 1000) - 3600),
      'nonsense',
      null,
    ])
      expect(() => gateway.verifyEvent(body, header)).toThrow(CardEventSignatureError)
    expect(gateway.verifyEvent(body, signStripePayload(body, secret)).charge?.outcome).toBe(
      'succeeded',
    )
  })

  it('throws CardGatewayError when no charge can be made: the card removed, or Stripe unreachable', async () => {
    const saved = await savedCard(testCards.visa)
    await gateway.detachCard(saved.card.paymentMethodId)
    await expect(gateway.chargeSavedCard(aCharge(saved))).rejects.toBeInstanceOf(CardGatewayError)
    expect((await stripe.paymentIntents.list({ customer: saved.customerId })).data).toEqual([])

    const unreachable = stripeCardGateway({ ...standInKeys, apiBase: 'http://127.0.0.1:9' })
    await expect(unreachable.chargeSavedCard(aCharge(saved))).rejects.toBeInstanceOf(
      CardGatewayError,
    )
  })
})
