import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cardcomValidators, schemaErrors } from '@/dev/cardcom-openapi'
import { cardcomStandIn, cardcomStandInKeys, startCardcomStandIn } from '@/dev/cardcom-stand-in'
import { cardcomTestCards } from '@/dev/cardcom-test-cards'
import { cardcomCardGateway } from '@/server/investments/card-payments/cardcom-card-gateway'
import { parseSavedCardReference } from '@/server/investments/card-payments/cardcom-values'

import { saveCardOnCardcomPage } from '../support/cardcom-page'
import { freePorts } from '../support/free-ports'

/**
 * Every request the gateway sends to Cardcom and every answer the stand-in gives, through a
 * recording proxy, checked against docs/providers/cardcom-v11.openapi.json: requests against the
 * operation's request body, answers against its 200, 400 or 401 response, callbacks against the
 * callback's body (additionalProperties as the description declares them: false throughout).
 */
const [standInPort, proxyPort, receiverPort] = await freePorts(3)
const standInUrl = `http://127.0.0.1:${standInPort}`
const proxyUrl = `http://127.0.0.1:${proxyPort}`
const validators = cardcomValidators()

type Exchange = { path: string; request: unknown; status: number | null; answer: unknown }
const exchanges: Exchange[] = []
const callbackBodies: unknown[] = []

/** Forwards to the stand-in and records both sides; an answer cut upstream is cut here too. */
async function startRecordingProxy(): Promise<Server> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const exchange: Exchange = {
      path: incoming.url ?? '',
      request: JSON.parse(text),
      status: null,
      answer: null,
    }
    exchanges.push(exchange)
    const abort = new AbortController()
    outgoing.on('close', () => abort.abort())
    try {
      const answer = await fetch(`${standInUrl}${incoming.url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
        signal: abort.signal,
      })
      const body = await answer.text()
      exchange.status = answer.status
      exchange.answer = JSON.parse(body)
      outgoing.writeHead(answer.status, { 'content-type': 'application/json' }).end(body)
    } catch {
      outgoing.destroy()
    }
  })
  await new Promise<void>((resolve) => server.listen(proxyPort, '127.0.0.1', resolve))
  return server
}

async function startCallbackReceiver(): Promise<Server> {
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    callbackBodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
    outgoing.writeHead(200).end()
  })
  await new Promise<void>((resolve) => server.listen(receiverPort, '127.0.0.1', resolve))
  return server
}

const settings = {
  ...cardcomStandInKeys,
  webhookUrl: `http://127.0.0.1:${receiverPort}/api/cardcom/webhook`,
  apiBase: proxyUrl,
  timeoutMs: 1_500,
}
const gateway = cardcomCardGateway(settings)

let investmentId = 800_000
const aPage = (locale: 'he' | 'en', currency: 'ILS' | 'USD' = 'ILS') => ({
  customerId: null,
  investmentId: ++investmentId,
  currency,
  successUrl: 'https://crowd.example/invest/solar?card=saved',
  cancelUrl: 'https://crowd.example/invest/solar?card=cancelled',
  locale,
  idempotencyKey: randomUUID(),
})
const aCharge = (paymentMethodId: string, amountMinor = 100_00) => ({
  customerId: null,
  paymentMethodId,
  amountMinor,
  currency: 'ILS' as const,
  investmentId,
  description: 'Investment',
  idempotencyKey: randomUUID(),
})

async function savedCard(cardNumber: string, locale: 'he' | 'en' = 'en') {
  const page = await gateway.startCardSetup(aPage(locale))
  await gateway.readCardSetup(page.sessionId)
  await saveCardOnCardcomPage(page.url, { cardNumber })
  return gateway.readSetupResult(page.sessionId)
}

/** A request sent straight to the proxy, as the gateway never would (a refusal to record). */
const sendRaw = (operation: string, body: unknown) =>
  fetch(`${proxyUrl}/api/v11/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe("Cardcom's contract: what we send and what the stand-in answers", () => {
  let standIn: Awaited<ReturnType<typeof startCardcomStandIn>>
  let proxy: Server
  let receiver: Server

  beforeAll(async () => {
    standIn = await startCardcomStandIn({ port: standInPort! })
    proxy = await startRecordingProxy()
    receiver = await startCallbackReceiver()

    // Pages in both languages and currencies, open and complete, and one Cardcom does not know.
    const card = await savedCard(cardcomTestCards.visa, 'he')
    await savedCard(cardcomTestCards.diners)
    await gateway.startCardSetup(aPage('en', 'USD'))
    await gateway.readSetupResult(randomUUID()).catch(() => null)
    // Charges: approved, replayed, declined, lost (found by its key), hanging (not found).
    const token = parseSavedCardReference(card.paymentMethodId)!.token
    const charge = aCharge(card.paymentMethodId, 1_234_56)
    const { chargeId } = await gateway.chargeSavedCard(charge)
    await gateway.chargeSavedCard(charge)
    const poor = await savedCard(cardcomTestCards.insufficientFunds)
    const declined = await gateway.chargeSavedCard(aCharge(poor.paymentMethodId))
    await cardcomStandIn.setNextCharge(standInUrl, token, { kind: 'drop-answer' })
    await gateway.chargeSavedCard(aCharge(card.paymentMethodId))
    await cardcomStandIn.setNextCharge(standInUrl, token, { kind: 'hang' })
    await gateway.chargeSavedCard(aCharge(card.paymentMethodId))
    // Reads and refunds: in part, whole, whole again (refused as refunded already).
    await gateway.readCharge(chargeId!)
    await gateway.readCharge(declined.chargeId!)
    await gateway.readCharge('999999999').catch(() => null)
    const part = await gateway.refundCharge({
      chargeId: chargeId!,
      amountMinor: 34_56,
      idempotencyKey: 'a',
    })
    await gateway.readRefund(part.refundId)
    const other = await gateway.chargeSavedCard(aCharge(card.paymentMethodId))
    await gateway.refundCharge({ chargeId: other.chargeId!, idempotencyKey: 'b' })
    await gateway.refundCharge({ chargeId: other.chargeId!, idempotencyKey: 'b' })
    // The same key without asking for the first answer: 608.
    const [first] = exchanges.filter((e) => e.path.endsWith('/Transactions/Transaction'))
    await sendRaw('Transactions/Transaction', {
      ...(first!.request as object),
      ExternalUniqUniqTranIdResponse: false,
    })
    // Refusals: wrong credentials (401) and a body breaking the schema (400).
    await cardcomCardGateway({ ...settings, apiName: 'someone-else' })
      .startCardSetup(aPage('en'))
      .catch(() => null)
    await sendRaw('LowProfile/Create', { TerminalNumber: 1000, ApiName: 'x', Surprise: true })
    await sendRaw('transactions/refundbytransactionid', { ApiName: 'x' })
  })

  afterAll(async () => {
    await standIn.stop()
    for (const server of [proxy, receiver]) await new Promise((resolve) => server.close(resolve))
  })

  it('sent and answered on every operation we use, with each answer status we meet', () => {
    const seen = new Set(exchanges.map((e) => `${e.path.toLowerCase()} ${e.status}`))
    for (const expected of [
      '/api/v11/lowprofile/create 200',
      '/api/v11/lowprofile/create 400',
      '/api/v11/lowprofile/create 401',
      '/api/v11/lowprofile/getlpresult 200',
      '/api/v11/lowprofile/getlpresult 400',
      '/api/v11/transactions/transaction 200',
      '/api/v11/transactions/transaction null',
      '/api/v11/transactions/gettransactionbyexternaluniqtran 200',
      '/api/v11/transactions/refundbytransactionid 200',
      '/api/v11/transactions/refundbytransactionid 400',
      '/api/v11/transactions/gettransactioninfobyid 200',
    ])
      expect(seen).toContain(expected)
  })

  it('sends only requests the description allows', () => {
    const madeToBreak = (e: Exchange) => (e.request as { ApiName?: string }).ApiName === 'x'
    const invalid = exchanges
      .filter((e) => !madeToBreak(e))
      .map((e) => ({ path: e.path, errors: validate(validators.request(e.path), e.request) }))
      .filter((e) => e.errors)
    expect(invalid).toEqual([])
    // The two bodies made to break it do, and were answered 400.
    const broken = exchanges.filter(madeToBreak)
    expect(broken.map((e) => e.status)).toEqual([400, 400])
    expect(broken.map((e) => validate(validators.request(e.path), e.request))).not.toContain(null)
  })

  it('answers only as the description declares, for each status', () => {
    const answered = exchanges.filter((e) => e.status !== null)
    expect(answered.map((e) => e.status).every((s) => [200, 400, 401].includes(s!))).toBe(true)
    const invalid = answered
      .map((e) => ({
        path: e.path,
        status: e.status,
        errors: validate(validators.response(e.path, e.status!), e.answer),
      }))
      .filter((e) => e.errors)
    expect(invalid).toEqual([])
  })

  it('would catch an answer with a field or a value the description does not declare', () => {
    const complete = exchanges.find(
      (e) => e.path.endsWith('/GetLpResult') && (e.answer as { TokenInfo?: unknown }).TokenInfo,
    )!
    const answer = complete.answer as { TokenInfo: object; TranzactionInfo: object }
    const check = validators.response(complete.path, 200)
    expect(validate(check, answer)).toBeNull()
    const extra = { ...answer, TokenInfo: { ...answer.TokenInfo, CardBrand: 'Visa' } }
    expect(validate(check, extra)).toContain('must NOT have additional properties')
    const brand = { ...answer, TranzactionInfo: { ...answer.TranzactionInfo, Brand: 'Dinners' } }
    expect(validate(check, brand)).toContain('must be equal to one of the allowed values')
  })

  it('answers the codes we read: 603 on wrong credentials, 608 on a repeated id, 5111 on a refund repeated', () => {
    const codes = exchanges.map((e) => (e.answer as { ResponseCode?: number } | null)?.ResponseCode)
    expect(codes).toEqual(expect.arrayContaining([0, 603, 608, 61, 5111]))
  })

  it('posts callbacks the description declares', () => {
    expect(callbackBodies.length).toBeGreaterThanOrEqual(3)
    for (const body of callbackBodies) expect(validate(validators.callback(), body)).toBeNull()
  })
})

function validate(validator: ReturnType<typeof validators.request>, value: unknown): string | null {
  return validator(value) ? null : schemaErrors(validator.errors)
}
