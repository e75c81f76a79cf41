import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import { minorAmount } from '@/server/investments/card-payments/cardcom-values'
import { cardcomDefaultPageLifetimeMs } from '@/server/investments/card-payments/cardcom-card-gateway'

import { standInCallbacks } from './cardcom-stand-in-callbacks'
import { cardcomValidators, schemaErrors } from './cardcom-openapi'
import { standInPages, type PageAnswer } from './cardcom-stand-in-page'
import {
  emptyState,
  type NextCharge,
  type StandInCallback,
  type StandInState,
  type StandInTransaction,
} from './cardcom-stand-in-state'
import { standInTransactions, type Answer } from './cardcom-stand-in-transactions'
import { readBody } from './read-body'

/** The terminals and API user the stand-in takes (the app's CARDCOM_* settings in tests). */
export const cardcomStandInKeys = {
  terminalNumber: 1000,
  usdTerminalNumber: 1001,
  apiName: 'standin-cardcom-api',
  apiPassword: 'standin-cardcom-password',
}

export type { NextCharge, StandInCallback, StandInTransaction }

/** Which credentials an operation takes in its body [SPEC]. */
type Credentials = 'terminal' | 'password' | 'user'

/**
 * A stand-in for the parts of Cardcom's REST API v11 the card payments use, speaking its protocol
 * (JSON in and out, credentials in the body, paths matched without regard to case as Cardcom's
 * own sample relies on [CC-OF]): LowProfile/Create (token-only pages) and GetLpResult, the hosted
 * page `/EA/LPC6/{terminal}/{LowProfileId}` (Hebrew or English, a test-payments banner) with its
 * unsigned callback to WebHookUrl, Transactions/Transaction on a token (honouring
 * ExternalUniqTranId), GetTransactionByExternalUniqTran, RefundByTransactionId and
 * GetTransactionInfoById. A body breaking the operation's schema
 * (docs/providers/cardcom-v11.openapi.json) is answered 400 ErrorInfo; wrong credentials 401
 * `{ResponseCode: 603}` as observed live [OBS-603]. Test cards: `cardcom-test-cards.ts`.
 *
 * For tests (`cardcomStandIn` below): `GET /_test/callbacks`, `POST /_test/callbacks/on|off`,
 * `POST /_test/callbacks/{id}/resend`, `GET /_test/transactions`,
 * `POST /_test/tokens/{token}/next-charge` `{kind, code?}` (decline, hang, drop-answer), `GET /health`.
 */
export async function startCardcomStandIn(options: {
  port: number
  /** Pages, tokens, transactions and callbacks kept across restarts (`npm run dev`). */
  stateFile?: string
  /** How long a page stays open (the gateway's assumption by default). */
  pageLifetimeMs?: number
}) {
  const baseUrl = `http://127.0.0.1:${options.port}`
  const keys = cardcomStandInKeys
  const terminals = new Set([keys.terminalNumber, keys.usdTerminalNumber])
  const state: StandInState =
    options.stateFile && existsSync(options.stateFile)
      ? {
          ...emptyState(),
          ...(JSON.parse(readFileSync(options.stateFile, 'utf8')) as StandInState),
        }
      : emptyState()

  let saveTimer: NodeJS.Timeout | null = null
  function saveState() {
    if (saveTimer) clearTimeout(saveTimer)
    saveTimer = null
    if (!options.stateFile) return
    writeFileSync(`${options.stateFile}.tmp`, JSON.stringify(state))
    renameSync(`${options.stateFile}.tmp`, options.stateFile)
  }
  const save = () => {
    if (options.stateFile && !saveTimer) saveTimer = setTimeout(saveState, 200)
  }

  const validators = cardcomValidators()
  const transactions = standInTransactions(state, save)
  const callbacks = standInCallbacks(state, save)
  const page = standInPages(
    state,
    transactions,
    (done) => callbacks.send(done.lowProfileId, done.webhookUrl, done.result),
    save,
  )
  /** Answers held back (slow cards, hanging charges): cut at stop. */
  const held = new Set<ServerResponse>()

  const operations: Record<
    string,
    { path: string; credentials: Credentials; run(body: Record<string, unknown>): Answer }
  > = {
    'lowprofile/create': {
      path: '/api/v11/LowProfile/Create',
      credentials: 'terminal',
      run: createPage,
    },
    'lowprofile/getlpresult': {
      path: '/api/v11/LowProfile/GetLpResult',
      credentials: 'terminal',
      run: pageResult,
    },
    'transactions/gettransactionbyexternaluniqtran': {
      path: '/api/v11/Transactions/GetTransactionByExternalUniqTran',
      credentials: 'terminal',
      run: transactions.byExternalId,
    },
    'transactions/refundbytransactionid': {
      path: '/api/v11/Transactions/RefundByTransactionId',
      credentials: 'password',
      run: transactions.refund,
    },
    'transactions/gettransactioninfobyid': {
      path: '/api/v11/Transactions/GetTransactionInfoById',
      credentials: 'user',
      run: transactions.info,
    },
  }
  const chargePath = '/api/v11/Transactions/Transaction'

  function credentialsHold(kind: Credentials, body: Record<string, unknown>) {
    if (kind === 'password')
      return body.ApiName === keys.apiName && body.ApiPassword === keys.apiPassword
    if (!terminals.has(Number(body.TerminalNumber))) return false
    if (kind === 'user')
      return body.UserName === keys.apiName && body.UserPassword === keys.apiPassword
    return body.ApiName === keys.apiName
  }

  function createPage(body: Record<string, unknown>): Answer {
    if (body.Operation !== 'CreateTokenOnly')
      return [
        400,
        {
          ResponseCode: 1,
          Description: 'The stand-in makes token-only pages (Operation CreateTokenOnly)',
        },
      ]
    const amountMinor = minorAmount(Number(body.Amount))
    if (amountMinor === null)
      return [400, { ResponseCode: 1, Description: 'Amount: two decimals at most' }]
    for (const field of ['SuccessRedirectUrl', 'FailedRedirectUrl', 'WebHookUrl'] as const)
      if (!URL.canParse(String(body[field])))
        return [400, { ResponseCode: 1, Description: `${field} is not a URL` }]
    const lowProfileId = randomUUID()
    const terminal = Number(body.TerminalNumber)
    const now = Date.now()
    state.pages[lowProfileId] = {
      lowProfileId,
      terminal,
      createdAt: now,
      expiresAt: now + (options.pageLifetimeMs ?? cardcomDefaultPageLifetimeMs),
      returnValue: typeof body.ReturnValue === 'string' ? body.ReturnValue : null,
      successUrl: String(body.SuccessRedirectUrl),
      failedUrl: String(body.FailedRedirectUrl),
      cancelUrl: typeof body.CancelRedirectUrl === 'string' ? body.CancelRedirectUrl : null,
      webhookUrl: String(body.WebHookUrl),
      language: body.Language === 'en' ? 'en' : 'he',
      coinId: Number(body.ISOCoinId ?? 1),
      amountMinor,
      result: null,
    }
    save()
    return [
      200,
      {
        ResponseCode: 0,
        Description: 'Success',
        LowProfileId: lowProfileId,
        Url: `${baseUrl}/EA/LPC6/${terminal}/${lowProfileId}`,
        UrlToPayPal: null,
        UrlToBit: null,
      },
    ]
  }

  /** An unknown page: 400 (an assumption, as are the codes of a page not done). */
  function pageResult(body: Record<string, unknown>): Answer {
    const found = state.pages[String(body.LowProfileId)]
    if (!found || found.terminal !== Number(body.TerminalNumber))
      return [400, { ResponseCode: 5200, Description: 'No such LowProfileId on this terminal' }]
    if (found.result) return [200, found.result]
    const expired = Date.now() >= found.expiresAt
    return [
      200,
      {
        ResponseCode: expired ? 5202 : 5201,
        Description: expired ? 'The page has expired' : 'The page has not been completed',
        TerminalNumber: found.terminal,
        LowProfileId: found.lowProfileId,
        TranzactionId: 0,
        ReturnValue: found.returnValue,
        Operation: 'CreateTokenOnly',
        TokenInfo: null,
        TranzactionInfo: null,
      },
    ]
  }

  function sendJson(response: ServerResponse, [status, body]: Answer) {
    response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(body))
  }

  function sendPage(response: ServerResponse, answer: PageAnswer) {
    if ('redirect' in answer) response.writeHead(303, { Location: answer.redirect }).end()
    else
      response
        .writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' })
        .end(answer.html)
  }

  async function api(path: string, raw: string, response: ServerResponse) {
    const name = path.toLowerCase().replace(/^\/api\/v11\//, '')
    const operation = operations[name]
    const canonical = operation?.path ?? (name === 'transactions/transaction' ? chargePath : null)
    if (!canonical)
      return sendJson(response, [
        404,
        { ResponseCode: 404, Description: `No such operation: ${path}` },
      ])
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return sendJson(response, [400, { ResponseCode: 1, Description: 'The body is not JSON' }])
    }
    const validate = validators.request(canonical)
    if (!validate(body) || !body || typeof body !== 'object')
      return sendJson(response, [
        400,
        { ResponseCode: 1, Description: schemaErrors(validate.errors) || 'A body is required' },
      ])
    const fields = body as Record<string, unknown>
    if (!credentialsHold(operation?.credentials ?? 'terminal', fields))
      // Cardcom's words, as observed: "wrong user name or password" [OBS-603].
      return sendJson(response, [
        401,
        { ResponseCode: 603, Description: 'שם משתמש או סיסמה שגויים' },
      ])
    if (operation) return sendJson(response, operation.run(fields))

    const charged = transactions.charge(fields)
    if ('dropAnswer' in charged) return response.socket?.destroy()
    if (!('hang' in charged) && !('afterMs' in charged)) return sendJson(response, charged.answer)
    held.add(response)
    response.on('close', () => held.delete(response))
    if ('hang' in charged) return
    const timer = setTimeout(() => {
      held.delete(response)
      if (!response.destroyed) sendJson(response, charged.answer)
    }, charged.afterMs)
    response.on('close', () => clearTimeout(timer))
  }

  async function control(method: string, path: string, raw: string, response: ServerResponse) {
    if (method === 'GET' && path === '/_test/callbacks')
      return sendJson(response, [200, state.callbacks])
    if (method === 'GET' && path === '/_test/transactions')
      return sendJson(response, [200, state.transactions])
    const switched = /^\/_test\/callbacks\/(on|off)$/.exec(path)
    if (method === 'POST' && switched) {
      state.callbacksOn = switched[1] === 'on'
      save()
      return sendJson(response, [200, { callbacksOn: state.callbacksOn }])
    }
    const resend = /^\/_test\/callbacks\/([^/]+)\/resend$/.exec(path)
    if (method === 'POST' && resend) {
      const status = await callbacks.resend(resend[1]!)
      return sendJson(
        response,
        status === undefined ? [404, { error: 'no such callback' }] : [200, { status }],
      )
    }
    const next = /^\/_test\/tokens\/([^/]+)\/next-charge$/.exec(path)
    if (method === 'POST' && next) {
      if (!state.tokens[next[1]!]) return sendJson(response, [404, { error: 'no such token' }])
      const chosen = JSON.parse(raw || '{}') as NextCharge
      if (!['succeed', 'decline', 'hang', 'drop-answer'].includes(chosen.kind))
        return sendJson(response, [400, { error: 'kind: succeed, decline, hang or drop-answer' }])
      state.nextCharges[next[1]!] =
        chosen.kind === 'decline' ? { kind: 'decline', code: chosen.code ?? 4 } : chosen
      save()
      return sendJson(response, [200, state.nextCharges[next[1]!]])
    }
    return sendJson(response, [404, { error: `no such control: ${method} ${path}` }])
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const { pathname } = new URL(request.url ?? '/', baseUrl)
    const method = request.method ?? 'GET'
    const raw = method === 'GET' ? '' : await readBody(request)
    if (pathname === '/health') return sendJson(response, [200, { ok: true }])
    if (pathname.startsWith('/_test/')) return control(method, pathname, raw, response)
    const hosted = /^\/EA\/LPC6\/(\d+)\/([^/]+)$/i.exec(pathname)
    if (hosted) return sendPage(response, await page(method, Number(hosted[1]), hosted[2]!, raw))
    if (method === 'POST' && /^\/api\/v11\//i.test(pathname)) return api(pathname, raw, response)
    return sendJson(response, [
      404,
      { ResponseCode: 404, Description: `No such address: ${method} ${pathname}` },
    ])
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      if (!response.headersSent)
        sendJson(response, [500, { ResponseCode: 500, Description: error.message }])
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  return {
    url: baseUrl,
    port: options.port,
    stop: () =>
      new Promise<void>((resolve) => {
        callbacks.stop()
        for (const response of held) response.destroy()
        if (saveTimer) saveState()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`cardcom stand-in: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const post = (url: string, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  })

/** Test helpers over HTTP, for a stand-in running here or in another process. */
export const cardcomStandIn = {
  callbacks: (baseUrl: string) => fetch(`${baseUrl}/_test/callbacks`).then(json<StandInCallback[]>),
  transactions: (baseUrl: string) =>
    fetch(`${baseUrl}/_test/transactions`).then(json<StandInTransaction[]>),
  setCallbacks: (baseUrl: string, on: boolean) =>
    post(`${baseUrl}/_test/callbacks/${on ? 'on' : 'off'}`).then(json<{ callbacksOn: boolean }>),
  resend: (baseUrl: string, callbackId: string) =>
    post(`${baseUrl}/_test/callbacks/${callbackId}/resend`).then(json<{ status: number | null }>),
  /** What the token's next charge does (once): declined with a code, hang, or charged with its answer cut. */
  setNextCharge: (baseUrl: string, token: string, next: NextCharge) =>
    post(`${baseUrl}/_test/tokens/${token}/next-charge`, next).then(json<NextCharge>),
}
