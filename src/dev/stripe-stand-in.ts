import { createHmac, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

import Stripe from 'stripe'

import { standInPayments, type NextCharge } from './stripe-stand-in-payments'
import { brandOf, declinedNumbers, isLuhnValid, testCards } from './stripe-test-cards'
import { readBody } from './read-body'

/** The keys the app is configured with in tests (STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET). */
export const standInKeys = {
  secretKey: 'sk_test_standin51HkT0000000000000000000',
  webhookSecret: 'whsec_standin0000000000000000000000',
}

export type Resource = Record<string, unknown> & { id: string; object: string }

export type StandInEvent = Resource & {
  type: string
  data: { object: Resource; previous_attributes?: Record<string, unknown> }
  /** Each delivery to the webhook URL: the answer's status, or the reason it got none. */
  deliveries: { at: string; status: number | null; error?: string }[]
}

/** What `stateFile` keeps. */
type SavedState = {
  resources: Resource[]
  events: StandInEvent[]
  idempotent: [string, { fingerprint: string; status: number; body: string }][]
  payments: ReturnType<ReturnType<typeof standInPayments>['saved']>
}

type StripeError = { status: number; type: string; code?: string; message: string; param?: string }

/** An API call's answer: its HTTP status and JSON body. */
export type ApiAnswer = [status: number, body: unknown]

/** A hosted page's answer: HTML, or a redirect (303) elsewhere. */
export type PageAnswer = { status: number; html: string } | { redirect: string }

/** What the stand-in's parts share: its objects, its events, its pages' look. */
export type StandInContext = {
  baseUrl: string
  resources: Map<string, Resource>
  find(id: string, object: string): Resource | null
  /** A copy with the listed paths expanded into objects (`expand[]`). */
  expand(resource: Resource, paths: string[]): Resource
  /**
   * Records an event about the object (as it is now) and sends it signed to the webhook URL;
   * resolves once it was delivered (or could not be).
   */
  announce(
    type: string,
    object: Resource,
    previousAttributes?: Record<string, unknown>,
  ): Promise<void>
  newId(prefix: string): string
  now(): number
  pageHtml(title: string, content: string, status?: number): { status: number; html: string }
  escapeHtml(text: string): string
}

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`

/** Checkout's page languages (Stripe's list: no Hebrew). */
const checkoutLocales = new Set(
  'auto bg cs da de el en en-GB es es-419 et fi fil fr fr-CA hi-IN hr hu id it ja ko lt lv ms mt nb nl pl pt pt-BR ro ru sk sl sv th tr vi zh zh-HK zh-TW'.split(
    ' ',
  ),
)

/**
 * Stripe's form encoding with bracket notation (`metadata[investmentId]=7`, `expand[0]=x`,
 * `expand[]=x`) read back into objects and lists.
 */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const match = key.match(/^([^[\]]+)((?:\[[^[\]]*\])*)$/)
    if (!match) continue
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
    let node: Record<string, unknown> | unknown[] = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const next = path[index + 1]
      const child = () => (next === '' || /^\d+$/.test(next ?? '') ? [] : {})
      if (Array.isArray(node)) {
        const at = segment === '' ? node.length : Number(segment)
        if (last) node[at] = value
        else node = (node[at] ??= child()) as typeof node
      } else if (last) node[segment] = value
      else node = (node[segment] ??= child()) as typeof node
    })
  }
  return root
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function pageHtml(title: string, content: string, status = 200) {
  return {
    status,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${content}</main></body></html>`,
  }
}

/** The numbers the card page names (any expiry in the future, any CVC). */
const testCardHints = [
  `${testCards.visa} (Visa)`,
  `${testCards.mastercard} (Mastercard)`,
  `${testCards.declined} (declined)`,
  `${testCards.authenticationRequired} (asks for 3-D Secure when charged)`,
  `${testCards.insufficientFunds} (charge declined: insufficient funds)`,
]
  .map((hint) => hint.replace(/(\d{4})(?=\d)/g, '$1 '))
  .join(', ')

/** Stripe's webhook signature: `t=<unix time>,v1=<HMAC-SHA256(secret, "<t>.<payload>")>`. */
export function signStripePayload(payload: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')
  return `t=${timestamp},v1=${signature}`
}

/**
 * A stand-in for the parts of Stripe's API the card payments use, speaking its wire protocol so
 * the real `stripe` SDK works against it unchanged (`host`/`port`/`protocol`): bearer secret key,
 * form-encoded bodies in bracket notation, `Idempotency-Key` on POSTs, `expand[]`, Stripe's error
 * shape. Customers, Checkout Sessions in setup mode, SetupIntents and PaymentMethods (detach);
 * PaymentIntents, Charges and Refunds live in `stripe-stand-in-payments.ts`.
 *
 * `GET /c/setup/{session}` is the hosted card page: a form taking Stripe's test card numbers.
 * Submitting it saves the card (a succeeded SetupIntent and its PaymentMethod), sends the signed
 * `checkout.session.completed` event to the webhook URL (and waits for the answer, so a test sees
 * its effect when the browser arrives back), then redirects to the session's `success_url`.
 *
 * Every change Stripe would announce is sent as a signed event, one at a time in order.
 * For tests: `GET /_test/events`, `POST /_test/resend/{event}` (the same event, signed anew),
 * `POST /_test/webhook-url` `{ url }`, `GET /_test/customers`,
 * `POST /_test/cards/{paymentMethod}/behaviour` (see the payments file), `GET /health`.
 */
export async function startStripeStandIn(options: {
  port: number
  webhookUrl?: string | null
  secretKey?: string
  webhookSecret?: string
  /**
   * Sends an event again when the webhook did not take it (no answer, or not 2xx), as Stripe does,
   * a few times over five minutes: `npm run dev`'s site may still be compiling the webhook route.
   * Tests leave it off and resend themselves.
   */
  retryFailedDeliveries?: boolean
  /**
   * A file its customers, cards, intents and events are kept in, read back at the next start:
   * `npm run dev` restarted between a pledge and the raise's charge still charges the saved card.
   * Tests keep it all in memory.
   */
  stateFile?: string
}) {
  const secretKey = options.secretKey ?? standInKeys.secretKey
  const webhookSecret = options.webhookSecret ?? standInKeys.webhookSecret
  let webhookUrl = options.webhookUrl ?? null
  const baseUrl = `http://127.0.0.1:${options.port}`
  const resources = new Map<string, Resource>()
  const events: StandInEvent[] = []
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>()

  const server = createServer((request, response) => {
    void handle(request, response)
      .catch((error: Error) =>
        sendError(response, { status: 500, type: 'api_error', message: error.message }),
      )
      .finally(stateChanged)
  })

  function sendJson(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, {
      'Content-Type': 'application/json',
      'Request-Id': newId('req'),
      'Stripe-Version': Stripe.API_VERSION,
    })
    response.end(JSON.stringify(body))
  }

  function sendError(response: ServerResponse, error: StripeError) {
    const { status, ...fields } = error
    sendJson(response, status, {
      error: { ...fields, doc_url: `https://docs.stripe.com/error-codes/${fields.code ?? ''}` },
    })
  }

  const missing = (id: string, param = 'id'): StripeError => ({
    status: 404,
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kindOf(id)}: '${id}'`,
  })

  function kindOf(id: string) {
    const kinds: Record<string, string> = {
      cus: 'customer',
      cs: 'checkout.session',
      seti: 'setupintent',
      pm: 'PaymentMethod',
      pi: 'payment_intent',
      ch: 'charge',
      re: 'refund',
    }
    return kinds[id.split('_')[0]!] ?? 'object'
  }

  function find(id: string, object: string): Resource | null {
    const found = resources.get(id)
    return found?.object === object ? found : null
  }

  /** A copy with the listed paths (`setup_intent.payment_method`) expanded into objects. */
  function expand(resource: Resource, paths: string[]): Resource {
    const copy: Resource = structuredClone(resource)
    for (const path of paths) {
      let node: Record<string, unknown> = copy
      for (const field of path.split('.')) {
        const value = node[field]
        if (typeof value === 'string' && resources.has(value))
          node[field] = structuredClone(resources.get(value))
        const next = node[field]
        if (!next || typeof next !== 'object') break
        node = next as Record<string, unknown>
      }
    }
    return copy
  }

  const expandList = (params: Record<string, unknown>) =>
    (Array.isArray(params.expand) ? params.expand : []).filter(
      (p): p is string => typeof p === 'string',
    )

  /**
   * Deliveries go one at a time, in the order the events happened. Stripe promises no order, but
   * a test reads more easily when `payment_intent.created` comes before `payment_intent.succeeded`.
   */
  let deliveryQueue = Promise.resolve()
  function announce(
    type: string,
    object: Resource,
    previousAttributes?: Record<string, unknown>,
  ): Promise<void> {
    const event: StandInEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      deliveries: [],
    }
    events.push(event)
    stateChanged()
    const delivered = deliveryQueue.then(async () =>
      retryUnlessTaken(event, await deliver(event), 0),
    )
    deliveryQueue = delivered
    return delivered
  }

  const retryDelaysMs = [5_000, 15_000, 60_000, 300_000]
  const retryTimers = new Set<NodeJS.Timeout>()
  function retryUnlessTaken(event: StandInEvent, status: number | null, attempt: number) {
    const taken = status !== null && status >= 200 && status < 300
    if (taken || !options.retryFailedDeliveries || attempt >= retryDelaysMs.length) return
    const timer = setTimeout(() => {
      retryTimers.delete(timer)
      void deliver(event).then((again) => retryUnlessTaken(event, again, attempt + 1))
    }, retryDelaysMs[attempt])
    timer.unref()
    retryTimers.add(timer)
  }

  const payments = standInPayments({
    baseUrl,
    resources,
    find,
    expand,
    announce,
    newId,
    now,
    pageHtml,
    escapeHtml,
  })

  const stateFile = options.stateFile
  if (stateFile && existsSync(stateFile)) {
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as SavedState
    for (const resource of state.resources) resources.set(resource.id, resource)
    events.push(...state.events)
    for (const [key, answer] of state.idempotent) idempotent.set(key, answer)
    payments.restore(state.payments)
  }
  /** Writes the state after a change (at most every 200 ms, and at stop). */
  let saveTimer: NodeJS.Timeout | null = null
  function saveState() {
    if (saveTimer) clearTimeout(saveTimer)
    saveTimer = null
    if (!stateFile) return
    const state: SavedState = {
      resources: [...resources.values()],
      events,
      idempotent: [...idempotent],
      payments: payments.saved(),
    }
    writeFileSync(`${stateFile}.tmp`, JSON.stringify(state))
    renameSync(`${stateFile}.tmp`, stateFile)
  }
  function stateChanged() {
    if (stateFile && !saveTimer) saveTimer = setTimeout(saveState, 200)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl)
    const method = request.method ?? 'GET'
    const path = url.pathname
    const body = method === 'GET' ? '' : await readBody(request)

    if (path === '/health') return sendJson(response, 200, { ok: true })
    if (path.startsWith('/_test/')) return control(method, path, body, response)
    const page = path.match(/^\/c\/setup\/([^/]+)$/)
    if (page) return hostedPage(method, page[1]!, body, response)
    const paymentPage = await payments.page(method, path, body)
    if (paymentPage) return sendPage(response, paymentPage)
    if (!path.startsWith('/v1/')) return sendError(response, missing(path, 'url'))

    const presented = request.headers.authorization ?? ''
    if (presented !== `Bearer ${secretKey}`) {
      return sendError(response, {
        status: 401,
        type: 'invalid_request_error',
        code: 'api_key_invalid',
        message: presented
          ? `Invalid API Key provided: ${presented.replace(/^Bearer\s+/, '').slice(0, 8)}***`
          : 'You did not provide an API key.',
      })
    }
    if (method === 'POST' && body && !request.headers['content-type']?.includes('form-urlencoded'))
      return sendError(response, {
        status: 400,
        type: 'invalid_request_error',
        message: 'Invalid request: bodies must be application/x-www-form-urlencoded',
      })
    const params = parseStripeForm(method === 'GET' ? url.search.slice(1) : body)

    const key = request.headers['idempotency-key']
    if (method === 'POST' && typeof key === 'string' && key) {
      const fingerprint = `${path}\n${body}`
      const stored = idempotent.get(key)
      if (stored && stored.fingerprint !== fingerprint) {
        return sendError(response, {
          status: 400,
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        })
      }
      if (stored) {
        response.writeHead(stored.status, {
          'Content-Type': 'application/json',
          'Idempotent-Replayed': 'true',
          'Request-Id': newId('req'),
        })
        return void response.end(stored.body)
      }
      const [status, answer] = api(method, path, params)
      idempotent.set(key, { fingerprint, status, body: JSON.stringify(answer) })
      return sendJson(response, status, answer)
    }
    const [status, answer] = api(method, path, params)
    return sendJson(response, status, answer)
  }

  /** One API call: its status and body (an error in Stripe's shape when it fails). */
  function api(method: string, path: string, params: Record<string, unknown>): [number, unknown] {
    const fail = (error: StripeError): [number, unknown] => {
      const { status, ...fields } = error
      return [status, { error: fields }]
    }
    const expandPaths = expandList(params)
    let match: RegExpMatchArray | null

    if (method === 'POST' && path === '/v1/customers') {
      const customer: Resource = {
        id: newId('cus'),
        object: 'customer',
        created: now(),
        email: params.email ?? null,
        name: params.name ?? null,
        phone: null,
        description: null,
        livemode: false,
        metadata: params.metadata ?? {},
        invoice_settings: { default_payment_method: null },
        preferred_locales: [],
      }
      resources.set(customer.id, customer)
      return [200, expand(customer, expandPaths)]
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = find(match[1]!, 'customer')
      return customer ? [200, expand(customer, expandPaths)] : fail(missing(match[1]!))
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const invalid = (param: string, message: string, code = 'parameter_invalid_string') =>
        fail({ status: 400, type: 'invalid_request_error', code, param, message })
      if (params.mode !== 'setup')
        return invalid('mode', 'The stand-in makes setup-mode sessions only (mode=setup).')
      if (typeof params.success_url !== 'string' || !URL.canParse(params.success_url))
        return invalid('success_url', 'Missing required param: success_url.', 'parameter_missing')
      if (params.cancel_url !== undefined && !URL.canParse(String(params.cancel_url)))
        return invalid('cancel_url', 'Not a valid URL')
      const customerId = String(params.customer ?? '')
      if (!find(customerId, 'customer')) return fail(missing(customerId, 'customer'))
      const locale = String(params.locale ?? 'auto')
      if (!checkoutLocales.has(locale))
        return invalid(
          'locale',
          `Invalid locale: must be one of ${[...checkoutLocales].join(', ')}`,
        )
      const id = `cs_test_${randomBytes(24).toString('base64url')}`
      const session: Resource = {
        id,
        object: 'checkout.session',
        mode: 'setup',
        status: 'open',
        payment_status: 'no_payment_required',
        created: now(),
        expires_at: now() + 24 * 3600,
        livemode: false,
        customer: customerId,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        currency: params.currency ?? null,
        locale,
        allowed_payment_method_types: params.allowed_payment_method_types ?? null,
        setup_intent_metadata: (params.setup_intent_data as { metadata?: unknown })?.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        setup_intent: null,
        url: `${baseUrl}/c/setup/${id}`,
      }
      resources.set(id, session)
      return [200, expand(publicSession(session), expandPaths)]
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = find(match[1]!, 'checkout.session')
      return session ? [200, expand(publicSession(session), expandPaths)] : fail(missing(match[1]!))
    }
    // Stripe's "expire a session": only an open one; the page closes at once.
    if (method === 'POST' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
      const session = find(match[1]!, 'checkout.session')
      if (!session) return fail(missing(match[1]!))
      if (currentStatus(session) !== 'open')
        return fail({
          status: 400,
          type: 'invalid_request_error',
          code: 'checkout_session_unexpected_state',
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
        })
      session.status = 'expired'
      return [200, expand(publicSession(session), expandPaths)]
    }

    if (method === 'GET' && (match = path.match(/^\/v1\/setup_intents\/([^/]+)$/))) {
      const intent = find(match[1]!, 'setup_intent')
      return intent ? [200, expand(intent, expandPaths)] : fail(missing(match[1]!))
    }

    if (method === 'GET' && (match = path.match(/^\/v1\/payment_methods\/([^/]+)$/))) {
      const paymentMethod = find(match[1]!, 'payment_method')
      return paymentMethod ? [200, expand(paymentMethod, expandPaths)] : fail(missing(match[1]!))
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/))) {
      const paymentMethod = find(match[1]!, 'payment_method')
      if (!paymentMethod) return fail(missing(match[1]!))
      if (!paymentMethod.customer)
        return fail({
          status: 400,
          type: 'invalid_request_error',
          code: 'payment_method_unexpected_state',
          message:
            'The payment method you provided is not attached to a customer so detachment is impossible.',
        })
      paymentMethod.customer = null
      return [200, expand(paymentMethod, expandPaths)]
    }

    const paymentAnswer = payments.api(method, path, params, expandPaths)
    if (paymentAnswer) return paymentAnswer

    return fail({
      status: 404,
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    })
  }

  function sendPage(response: ServerResponse, page: PageAnswer) {
    if ('redirect' in page) response.writeHead(303, { Location: page.redirect })
    else response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end('html' in page ? page.html : undefined)
  }

  /** An open session past its `expires_at` is expired, as Stripe's are (24 hours by default). */
  function currentStatus(session: Resource): unknown {
    if (session.status === 'open' && now() >= Number(session.expires_at)) session.status = 'expired'
    return session.status
  }

  /** The session as the API shows it: the page's url only while it is open. */
  function publicSession(session: Resource): Resource {
    const { setup_intent_metadata: _, ...shown } = session
    return { ...shown, url: currentStatus(session) === 'open' ? session.url : null }
  }

  function cardForm(session: Resource, error?: string) {
    const cancel = session.cancel_url
      ? `<p><a href="${escapeHtml(String(session.cancel_url))}">Cancel and go back</a></p>`
      : ''
    return pageHtml(
      'Save a card (test)',
      `<p data-testid="test-payments">Test payments: a local stand-in for Stripe; no card is charged and no money moves. Test cards: ${testCardHints}.</p>
      ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
      <form method="post" action="/c/setup/${escapeHtml(session.id)}">
        <label for="cardNumber">Card number</label>
        <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
        <label for="expiry">Expiry (MM / YY)</label>
        <input id="expiry" name="expiry" placeholder="12 / 34" autocomplete="cc-exp">
        <label for="cvc">CVC</label>
        <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc">
        <button type="submit">Save card</button>
      </form>${cancel}`,
      error ? 402 : 200,
    )
  }

  async function hostedPage(
    method: string,
    sessionId: string,
    body: string,
    response: ServerResponse,
  ) {
    const session = find(sessionId, 'checkout.session')
    const send = (page: PageAnswer) => sendPage(response, page)
    if (!session) return send(pageHtml('Page not found', '<p>No such card page.</p>', 404))
    if (currentStatus(session) !== 'open')
      return send(pageHtml('Page expired', '<p>This card page is no longer open.</p>', 410))
    if (method === 'GET') return send(cardForm(session))
    if (method !== 'POST') return send(pageHtml('Not allowed', '', 405))

    const form = new URLSearchParams(body)
    const number = (form.get('cardNumber') ?? '').replace(/[\s-]/g, '')
    const brand = brandOf(number)
    if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number) || !brand)
      return send(cardForm(session, 'Your card number is invalid.'))
    if (declinedNumbers.has(number)) return send(cardForm(session, 'Your card was declined.'))
    const [expMonth, expYear] = (form.get('expiry') ?? '12 / 34')
      .split('/')
      .map((part) => Number(part.trim()))
    const paymentMethod: Resource = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      created: now(),
      customer: session.customer,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand,
        last4: number.slice(-4),
        exp_month: expMonth || 12,
        exp_year: expYear ? (expYear < 100 ? 2000 + expYear : expYear) : 2034,
        funding: 'credit',
        country: 'US',
        fingerprint: createHmac('sha256', 'fingerprint').update(number).digest('hex').slice(0, 16),
        checks: { cvc_check: form.get('cvc') ? 'pass' : null },
      },
    }
    const intent: Resource = {
      id: newId('seti'),
      object: 'setup_intent',
      status: 'succeeded',
      usage: 'off_session',
      created: now(),
      customer: session.customer,
      livemode: false,
      metadata: session.setup_intent_metadata ?? {},
      payment_method: paymentMethod.id,
      payment_method_types: ['card'],
      client_secret: `${newId('seti')}_secret_${randomBytes(12).toString('base64url')}`,
    }
    resources.set(paymentMethod.id, paymentMethod)
    resources.set(intent.id, intent)
    payments.rememberCard(paymentMethod.id, number)
    session.status = 'complete'
    session.setup_intent = intent.id
    await announce('checkout.session.completed', publicSession(session))
    const successUrl = String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', session.id)
    send({ redirect: successUrl })
  }

  /** Sends the event, signed as Stripe signs it, and records the answer. */
  async function deliver(event: StandInEvent): Promise<number | null> {
    const { deliveries, ...wire } = event
    const payload = JSON.stringify(wire, null, 2)
    const at = new Date().toISOString()
    if (!webhookUrl) {
      deliveries.push({ at, status: null, error: 'no webhook URL' })
      return null
    }
    try {
      const answer = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': signStripePayload(payload, webhookSecret),
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      })
      await answer.arrayBuffer()
      deliveries.push({ at, status: answer.status })
      return answer.status
    } catch (error) {
      deliveries.push({ at, status: null, error: (error as Error).message })
      return null
    }
  }

  async function control(method: string, path: string, body: string, response: ServerResponse) {
    if (method === 'GET' && path === '/_test/events') return sendJson(response, 200, events)
    if (method === 'GET' && path === '/_test/customers')
      return sendJson(
        response,
        200,
        [...resources.values()].filter((r) => r.object === 'customer'),
      )
    if (method === 'POST' && path === '/_test/webhook-url') {
      const { url } = JSON.parse(body || '{}') as { url?: string | null }
      webhookUrl = url ?? null
      return sendJson(response, 200, { url: webhookUrl })
    }
    const resend = path.match(/^\/_test\/resend\/([^/]+)$/)
    if (method === 'POST' && resend) {
      const event = events.find((e) => e.id === resend[1])
      if (!event) return sendError(response, missing(resend[1]!))
      return sendJson(response, 200, { status: await deliver(event) })
    }
    const paymentControl = payments.control(method, path, body)
    if (paymentControl) return sendJson(response, ...paymentControl)
    return sendError(response, missing(path, 'url'))
  }

  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  return {
    url: baseUrl,
    events,
    setWebhookUrl: (url: string | null) => {
      webhookUrl = url
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of retryTimers) clearTimeout(timer)
        if (saveTimer) saveState()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Test helpers over HTTP, for a stand-in running in another process. */
export const stripeStandIn = {
  async events(baseUrl: string): Promise<StandInEvent[]> {
    return (await fetch(`${baseUrl}/_test/events`)).json() as Promise<StandInEvent[]>
  },
  async resend(baseUrl: string, eventId: string): Promise<number | null> {
    const response = await fetch(`${baseUrl}/_test/resend/${eventId}`, { method: 'POST' })
    return ((await response.json()) as { status: number | null }).status
  },
  async setWebhookUrl(baseUrl: string, url: string | null): Promise<void> {
    await fetch(`${baseUrl}/_test/webhook-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url }),
    })
  },
  async customers(baseUrl: string): Promise<Resource[]> {
    return (await fetch(`${baseUrl}/_test/customers`)).json() as Promise<Resource[]>
  },
  /** What the saved card does on its next charge only; afterwards it behaves as its number says. */
  async setNextCharge(
    baseUrl: string,
    paymentMethodId: string,
    next: NextCharge,
    declineCode?: string,
  ): Promise<void> {
    const response = await fetch(`${baseUrl}/_test/cards/${paymentMethodId}/behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ next, declineCode }),
    })
    if (!response.ok) throw new Error(`stand-in: ${response.status} ${await response.text()}`)
  },
}
