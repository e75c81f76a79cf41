import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cardcomStandIn, cardcomStandInKeys, startCardcomStandIn } from '@/dev/cardcom-stand-in'
import { cardcomTestCards } from '@/dev/cardcom-test-cards'
import { isRefusedCardBrand } from '@/domain/investments/card-setup'
import type { Currency } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import {
  CardEventSignatureError,
  CardGatewayError,
  type CardGatewayEvent,
} from '@/server/investments/card-payments/card-gateway'
import { cardcomCardGateway } from '@/server/investments/card-payments/cardcom-card-gateway'
import { parseSavedCardReference } from '@/server/investments/card-payments/cardcom-values'

import { saveCardOnCardcomPage } from '../support/cardcom-page'
import { freePorts } from '../support/free-ports'

const [standInPort, receiverPort, restartPort] = await freePorts(3)
const standInUrl = `http://127.0.0.1:${standInPort}`
const webhookUrl = `http://127.0.0.1:${receiverPort}/api/cardcom/webhook`
const { terminalNumber, usdTerminalNumber, apiName, apiPassword } = cardcomStandInKeys

/** The gateway as the app would make it, pointed at the stand-in, with a short time limit. */
const settings = {
  terminalNumber,
  usdTerminalNumber,
  apiName,
  apiPassword,
  webhookUrl,
  apiBase: standInUrl,
  timeoutMs: 1_500,
}
const gateway = cardcomCardGateway(settings)

type Received = { lowProfileId: string; event: CardGatewayEvent }
const received: Received[] = []
/** What the receiver answers next (then 200): to see the stand-in retry. */
const refusals: number[] = []

/** The app's side of the callback: verifyEvent with the `check` our WebHookUrl carried. */
async function startReceiver(): Promise<Server> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const refusal = refusals.shift()
    if (refusal) return void outgoing.writeHead(refusal).end()
    try {
      const check = new URL(incoming.url ?? '/', webhookUrl).searchParams.get('check')
      const event = gateway.verifyEvent(Buffer.concat(chunks), check)
      received.push({ lowProfileId: event.setupCompleted!.sessionId.split('@')[0]!, event })
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}')
    } catch (error) {
      outgoing.writeHead(400).end((error as Error).message)
    }
  })
  await new Promise<void>((resolve) => server.listen(receiverPort, '127.0.0.1', resolve))
  return server
}

let investmentNumber = 700_000

function aPage(locale: Locale = 'en', currency: Currency = 'ILS') {
  investmentNumber += 1
  return {
    customerId: null,
    investmentId: investmentNumber,
    currency,
    successUrl: `http://localhost:3000/invest/solar?investment=${investmentNumber}&card=saved`,
    cancelUrl: `http://localhost:3000/invest/solar?investment=${investmentNumber}&card=cancelled`,
    locale,
    idempotencyKey: `card-setup-${randomUUID()}`,
  }
}

async function savedCard(cardNumber: string, currency: Currency = 'ILS') {
  const setup = aPage('en', currency)
  const page = await gateway.startCardSetup(setup)
  const submitted = await saveCardOnCardcomPage(page.url, { cardNumber })
  expect(submitted.status).toBe(303)
  expect(submitted.headers.get('location')).toBe(setup.successUrl)
  return { ...page, card: await gateway.readSetupResult(page.sessionId) }
}

function aCharge(paymentMethodId: string, amountMinor = 5_000_00, currency: Currency = 'ILS') {
  investmentNumber += 1
  return {
    customerId: null,
    paymentMethodId,
    amountMinor,
    currency,
    investmentId: investmentNumber,
    description: `Investment ${investmentNumber} in Solar Roofs`,
    idempotencyKey: `charge-${randomUUID()}`,
  }
}

const chargesOf = async (paymentMethodId: string) => {
  const token = parseSavedCardReference(paymentMethodId)!.token
  return (await cardcomStandIn.transactions(standInUrl)).filter(
    (t) => t.token === token && t.kind === 'charge',
  )
}

describe('card payments through the Cardcom gateway, against the stand-in', () => {
  let standIn: Awaited<ReturnType<typeof startCardcomStandIn>>
  let receiver: Server

  beforeAll(async () => {
    standIn = await startCardcomStandIn({ port: standInPort! })
    receiver = await startReceiver()
  })

  afterAll(async () => {
    await standIn.stop()
    await new Promise((resolve) => receiver.close(resolve))
  })

  it.each([
    ['he', 'rtl', 'תשלומי ניסיון — שום כרטיס אמיתי אינו מחויב', 'מספר כרטיס'],
    ['en', 'ltr', 'Test payments — no real card is charged', 'Card number'],
  ] as const)(
    'saves a card on a %s page: the callback names the page, and its result is read back',
    async (locale, dir, banner, label) => {
      const setup = aPage(locale)
      const page = await gateway.startCardSetup(setup)
      expect(page.sessionId).toMatch(/^[0-9a-f-]{36}$/)
      expect(page.url).toBe(`${standInUrl}/EA/LPC6/${terminalNumber}/${page.sessionId}`)
      expect(page.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60_000)
      expect(await gateway.readCardSetup(page.sessionId)).toMatchObject({ status: 'open' })

      const html = await (await fetch(page.url)).text()
      expect(html).toContain(`<html lang="${locale}" dir="${dir}">`)
      expect(html).toContain(banner)
      expect(html).toContain(label)

      const submitted = await saveCardOnCardcomPage(page.url, {
        cardNumber: cardcomTestCards.visa,
        expiry: '10/30',
      })
      expect(submitted.status).toBe(303)
      expect(submitted.headers.get('location')).toBe(setup.successUrl)
      // The callback's first delivery is over before the browser is sent back.
      const callback = received.find((r) => r.lowProfileId === page.sessionId)
      expect(callback?.event).toEqual({
        id: `cardcom-lp-${page.sessionId}`,
        type: 'LowProfile.WebHook',
        setupCompleted: { sessionId: page.sessionId, investmentId: setup.investmentId },
        charge: null,
        refund: null,
      })

      const card = await gateway.readSetupResult(page.sessionId)
      expect(card).toEqual({
        paymentMethodId: expect.stringMatching(/^[0-9a-f-]{36}:1030$/),
        brand: 'visa',
        last4: '0000',
      })
      expect(await gateway.readCardSetup(page.sessionId)).toMatchObject({ status: 'complete' })
      // A completed page cannot be filled again.
      expect((await fetch(page.url)).status).toBe(410)
    },
  )

  it('saves an Isracard and a Diners card; the platform refuses the Diners one', async () => {
    const isracard = await savedCard(cardcomTestCards.isracard)
    expect(isracard.card).toMatchObject({ brand: 'isracard', last4: '0009' })
    expect(isRefusedCardBrand(isracard.card.brand)).toBe(false)
    const diners = await savedCard(cardcomTestCards.diners)
    expect(diners.card).toMatchObject({ brand: 'diners', last4: '0008' })
    expect(isRefusedCardBrand(diners.card.brand)).toBe(true)
  })

  it('leaves the page open after a card declined on it, for another card', async () => {
    const setup = aPage('he')
    const page = await gateway.startCardSetup(setup)
    const declined = await saveCardOnCardcomPage(page.url, {
      cardNumber: cardcomTestCards.declinedOnPage,
    })
    expect(declined.status).toBe(303)
    expect(declined.headers.get('location')).toBe(setup.cancelUrl)
    expect(await gateway.readCardSetup(page.sessionId)).toMatchObject({ status: 'open' })
    // Not saved yet: not refused for good (the callback is answered 500 and comes again).
    await expect(gateway.readSetupResult(page.sessionId)).rejects.toMatchObject({
      name: 'CardGatewayError',
      refused: false,
    })

    const typo = await saveCardOnCardcomPage(page.url, { cardNumber: '4580000000000001' })
    expect(typo.status).toBe(400)
    expect(await typo.text()).toContain('מספר הכרטיס שגוי')
    const saved = await saveCardOnCardcomPage(page.url, { cardNumber: cardcomTestCards.mastercard })
    expect(saved.headers.get('location')).toBe(setup.successUrl)
    expect((await gateway.readSetupResult(page.sessionId)).brand).toBe('mastercard')
  })

  it('refuses for good the result of a page Cardcom does not know', async () => {
    await expect(gateway.readSetupResult(randomUUID())).rejects.toMatchObject({
      name: 'CardGatewayError',
      refused: true,
    })
  })

  it('takes a callback only for a page it names, and the investment only with our check', async () => {
    const lowProfileId = randomUUID()
    const forged = JSON.stringify({ LowProfileId: lowProfileId, ReturnValue: '42;1900000000' })
    expect(gateway.verifyEvent(forged, 'not-the-check').setupCompleted).toEqual({
      sessionId: lowProfileId,
      investmentId: null,
    })
    const form = new URLSearchParams({ LowProfileId: lowProfileId, TerminalNumber: '1001' })
    expect(gateway.verifyEvent(form.toString(), null).setupCompleted?.sessionId).toBe(
      `${lowProfileId}@1001`,
    )
    for (const body of ['{}', 'nonsense', JSON.stringify({ LowProfileId: 'not-a-guid' })])
      expect(() => gateway.verifyEvent(body, null)).toThrow(CardEventSignatureError)
  })

  it('sends a callback again while the site does not answer 200, and not while they are off', async () => {
    refusals.push(500, 503)
    const page = await gateway.startCardSetup(aPage())
    await saveCardOnCardcomPage(page.url, { cardNumber: cardcomTestCards.visa })
    const delivered = await vi.waitFor(
      async () => {
        const callback = (await cardcomStandIn.callbacks(standInUrl)).find(
          (c) => c.lowProfileId === page.sessionId,
        )
        if (callback?.deliveries.at(-1)?.status !== 200) throw new Error('not delivered yet')
        return callback
      },
      { timeout: 5_000, interval: 50 },
    )
    expect(delivered.deliveries.map((d) => d.status)).toEqual([500, 503, 200])
    expect(JSON.parse(delivered.body)).toMatchObject({
      LowProfileId: page.sessionId,
      ResponseCode: 0,
    })

    await cardcomStandIn.setCallbacks(standInUrl, false)
    try {
      const quiet = await gateway.startCardSetup(aPage())
      await saveCardOnCardcomPage(quiet.url, { cardNumber: cardcomTestCards.visa })
      const held = (await cardcomStandIn.callbacks(standInUrl)).find(
        (c) => c.lowProfileId === quiet.sessionId,
      )!
      expect(held.deliveries).toEqual([
        expect.objectContaining({ status: null, error: 'callbacks off' }),
      ])
      expect(received.some((r) => r.lowProfileId === quiet.sessionId)).toBe(false)
      await cardcomStandIn.setCallbacks(standInUrl, true)
      expect(await cardcomStandIn.resend(standInUrl, held.id)).toEqual({ status: 200 })
      expect(received.some((r) => r.lowProfileId === quiet.sessionId)).toBe(true)
    } finally {
      await cardcomStandIn.setCallbacks(standInUrl, true)
    }
  })

  it('charges a token once under racing replays of one key, to the agora', async () => {
    const { card } = await savedCard(cardcomTestCards.visa)
    const charge = aCharge(card.paymentMethodId, 1_234_56)
    const answers = await Promise.all([1, 2, 3].map(() => gateway.chargeSavedCard(charge)))
    expect(answers[0]).toEqual({
      chargeId: expect.stringMatching(/^\d+$/),
      outcome: 'succeeded',
      declineCode: null,
    })
    expect(answers).toEqual([answers[0], answers[0], answers[0]])
    expect(await gateway.chargeSavedCard(charge)).toEqual(answers[0])
    const charges = await chargesOf(card.paymentMethodId)
    expect(charges.map((c) => [String(c.id), c.amountMinor, c.coinId])).toEqual([
      [answers[0]!.chargeId, 1_234_56, 1],
    ])
    expect(await gateway.readCharge(answers[0]!.chargeId!)).toEqual({
      chargeId: answers[0]!.chargeId,
      outcome: 'succeeded',
      declineCode: null,
      amountMinor: 1_234_56,
    })
  })

  it('saves and charges USD cards on the USD terminal', async () => {
    const { sessionId, card } = await savedCard(cardcomTestCards.visa, 'USD')
    expect(sessionId).toMatch(new RegExp(`@${usdTerminalNumber}$`))
    const result = await gateway.chargeSavedCard(aCharge(card.paymentMethodId, 250_00, 'USD'))
    expect(result.chargeId).toMatch(new RegExp(`^\\d+@${usdTerminalNumber}$`))
    const [made] = await chargesOf(card.paymentMethodId)
    expect(made).toMatchObject({ terminal: usdTerminalNumber, coinId: 2, amountMinor: 250_00 })
    expect((await gateway.readCharge(result.chargeId!)).amountMinor).toBe(250_00)
  })

  it('declines a charge with our code and Cardcom’s, and a new key charges again', async () => {
    const poor = await savedCard(cardcomTestCards.insufficientFunds)
    const declined = await gateway.chargeSavedCard(aCharge(poor.card.paymentMethodId))
    expect(declined).toEqual({
      chargeId: expect.stringMatching(/^\d+$/),
      outcome: 'declined',
      declineCode: 'insufficient_funds (cardcom 61)',
    })
    expect(await gateway.readCharge(declined.chargeId!)).toMatchObject({
      outcome: 'declined',
      declineCode: 'insufficient_funds (cardcom 61)',
    })

    const { card } = await savedCard(cardcomTestCards.visa)
    const token = parseSavedCardReference(card.paymentMethodId)!.token
    await cardcomStandIn.setNextCharge(standInUrl, token, { kind: 'decline', code: 33 })
    const charge = aCharge(card.paymentMethodId)
    expect(await gateway.chargeSavedCard(charge)).toMatchObject({
      outcome: 'declined',
      declineCode: 'expired_card (cardcom 33)',
    })
    // A declined attempt does not take the key: the same key charges once the card allows it.
    expect((await gateway.chargeSavedCard(charge)).outcome).toBe('succeeded')
    expect((await chargesOf(card.paymentMethodId)).map((c) => c.responseCode)).toEqual([33, 0])
  })

  it('finds a charge whose answer was lost by its key, and does not charge again', async () => {
    const { card } = await savedCard(cardcomTestCards.visa)
    const token = parseSavedCardReference(card.paymentMethodId)!.token
    await cardcomStandIn.setNextCharge(standInUrl, token, { kind: 'drop-answer' })
    const result = await gateway.chargeSavedCard(aCharge(card.paymentMethodId))
    expect(result.outcome).toBe('succeeded')
    const charges = await chargesOf(card.paymentMethodId)
    expect(charges.map((c) => String(c.id))).toEqual([result.chargeId])
  })

  it('asks a hanging charge again after the time limit, and it is charged once', async () => {
    const { card } = await savedCard(cardcomTestCards.visa)
    const token = parseSavedCardReference(card.paymentMethodId)!.token
    await cardcomStandIn.setNextCharge(standInUrl, token, { kind: 'hang' })
    const result = await gateway.chargeSavedCard(aCharge(card.paymentMethodId))
    expect(result.outcome).toBe('succeeded')
    expect((await chargesOf(card.paymentMethodId)).map((c) => String(c.id))).toEqual([
      result.chargeId,
    ])
  })

  it('finds a charge answered too slowly by its key', async () => {
    const { card } = await savedCard(cardcomTestCards.slowCharge)
    const result = await gateway.chargeSavedCard(aCharge(card.paymentMethodId, 99_00))
    expect(result.outcome).toBe('succeeded')
    const charges = await chargesOf(card.paymentMethodId)
    expect(charges.map((c) => [String(c.id), c.amountMinor])).toEqual([[result.chargeId, 99_00]])
  })

  it('refunds in part and then whole; a whole refund asked again is answered done, not repeated', async () => {
    const { card } = await savedCard(cardcomTestCards.visa)
    const { chargeId } = await gateway.chargeSavedCard(aCharge(card.paymentMethodId, 100_00))
    const part = await gateway.refundCharge({
      chargeId: chargeId!,
      amountMinor: 30_00,
      idempotencyKey: `refund-${randomUUID()}`,
    })
    expect(part).toEqual({
      refundId: expect.stringMatching(/^\d+$/),
      outcome: 'succeeded',
      failureReason: null,
      attempt: null,
    })
    expect(await gateway.readRefund(part.refundId)).toMatchObject({
      outcome: 'succeeded',
      amountMinor: 30_00,
    })
    const second = await gateway.refundCharge({
      chargeId: chargeId!,
      amountMinor: 20_00,
      idempotencyKey: `refund-${randomUUID()}`,
      attempt: 2,
    })
    expect(second).toMatchObject({ outcome: 'succeeded', attempt: 2 })

    const whole = await savedCard(cardcomTestCards.visa)
    const charged = await gateway.chargeSavedCard(aCharge(whole.card.paymentMethodId, 80_00))
    const key = `refund-${randomUUID()}`
    const first = await gateway.refundCharge({ chargeId: charged.chargeId!, idempotencyKey: key })
    expect(first.outcome).toBe('succeeded')
    expect(await gateway.readRefund(first.refundId)).toMatchObject({ amountMinor: 80_00 })
    // The answer lost, the same refund asked again: Cardcom refuses it as refunded already.
    const again = await gateway.refundCharge({
      chargeId: charged.chargeId!,
      idempotencyKey: key,
      attempt: 1,
    })
    expect(again).toEqual({
      refundId: `whole-refund-of:${charged.chargeId}`,
      outcome: 'succeeded',
      failureReason: null,
      attempt: 1,
    })
    expect(await gateway.readRefund(again.refundId)).toMatchObject({
      outcome: 'succeeded',
      amountMinor: 80_00,
    })
    const refunds = (await cardcomStandIn.transactions(standInUrl)).filter(
      (t) => t.kind === 'refund' && String(t.refundOf) === charged.chargeId,
    )
    expect(refunds.map((r) => r.amountMinor)).toEqual([80_00])
  })

  it('refuses for good a refund the card company refuses', async () => {
    const { card } = await savedCard(cardcomTestCards.refundRefused)
    const { chargeId } = await gateway.chargeSavedCard(aCharge(card.paymentMethodId))
    const refund = gateway.refundCharge({ chargeId: chargeId!, idempotencyKey: 'refund-x' })
    await expect(refund).rejects.toMatchObject({ refused: true, providerCode: 'cardcom-5114' })
  })

  it('needs no investor and keeps no customer', async () => {
    expect(gateway).toMatchObject({ name: 'cardcom', keepsCustomers: false })
    const confirm = gateway.startChargeConfirmation({ chargeId: '1', returnUrl: webhookUrl })
    await expect(confirm).rejects.toMatchObject({ refused: true })
    expect(() =>
      gateway.createCustomer({ investorId: 1, email: 'a@example.com', name: 'A' }, 'key'),
    ).toThrow()
    await expect(gateway.detachCard(`${randomUUID()}:1030`)).resolves.toBeUndefined()
  })

  it('throws a CardGatewayError that may pass when Cardcom is unreachable or refuses our keys', async () => {
    const { card } = await savedCard(cardcomTestCards.visa)
    const unreachable = cardcomCardGateway({ ...settings, apiBase: 'http://127.0.0.1:9' })
    for (const call of [
      () => unreachable.chargeSavedCard(aCharge(card.paymentMethodId)),
      () => unreachable.startCardSetup(aPage()),
    ])
      await expect(call()).rejects.toMatchObject({ name: 'CardGatewayError', refused: false })
    expect(await chargesOf(card.paymentMethodId)).toEqual([])

    const wrongKeys = cardcomCardGateway({ ...settings, apiName: 'someone-else' })
    const refused = wrongKeys.startCardSetup(aPage())
    await expect(refused).rejects.toBeInstanceOf(CardGatewayError)
    await expect(refused).rejects.toMatchObject({ refused: false, providerCode: 'cardcom-603' })
  })
})

describe("the Cardcom stand-in's state file (npm run dev)", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cardcom-stand-in-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('charges after a restart a card saved before it, and answers a repeated key as before', async () => {
    const stateFile = path.join(folder, 'cardcom-stand-in.json')
    const restarted = cardcomCardGateway({
      ...settings,
      apiBase: `http://127.0.0.1:${restartPort}`,
    })
    const first = await startCardcomStandIn({ port: restartPort!, stateFile })
    let sessionId: string
    try {
      const page = await restarted.startCardSetup(aPage())
      sessionId = page.sessionId
      await saveCardOnCardcomPage(page.url, { cardNumber: cardcomTestCards.visa })
    } finally {
      await first.stop()
    }
    const second = await startCardcomStandIn({ port: restartPort!, stateFile })
    const charge = aCharge((await restarted.readSetupResult(sessionId)).paymentMethodId)
    let chargeId: string | null
    try {
      chargeId = (await restarted.chargeSavedCard(charge)).chargeId
    } finally {
      await second.stop()
    }
    const third = await startCardcomStandIn({ port: restartPort!, stateFile })
    try {
      expect(await restarted.chargeSavedCard(charge)).toEqual({
        chargeId,
        outcome: 'succeeded',
        declineCode: null,
      })
      const charges = (await cardcomStandIn.transactions(`http://127.0.0.1:${restartPort}`)).filter(
        (t) => t.kind === 'charge',
      )
      expect(charges.map((t) => String(t.id))).toEqual([chargeId])
    } finally {
      await third.stop()
    }
  })
})
