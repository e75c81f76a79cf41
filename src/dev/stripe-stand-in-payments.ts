import { randomBytes } from 'node:crypto'

import type { ApiAnswer, PageAnswer, Resource, StandInContext } from './stripe-stand-in'
import { chargeBehaviourOf, failingRefundNumbers, type ChargeBehaviour } from './stripe-test-cards'

/** What a saved card does on its next charge, when a test says so. */
export type NextCharge = 'succeed' | 'decline' | 'authenticate'

type Params = Record<string, unknown>

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`

const declineMessages: Record<string, string> = {
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
}

/** Declines Stripe reports as an error code of their own, with no `decline_code`. */
const ownErrorCodes = new Set(['expired_card', 'incorrect_cvc', 'processing_error'])

const confirmableStatuses = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
])

/** Stripe's amounts: whole minor units, at least 1 (a charge's maximum is checked apart). */
function positiveInteger(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null
  const amount = Number(value)
  return amount >= 1 ? amount : null
}

function formatAmount(amount: number, currency: string) {
  const format = new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
  })
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}

/**
 * The stand-in's PaymentIntents, Charges and Refunds (part of `startStripeStandIn`).
 *
 * A saved card behaves as its test number says (`stripe-test-cards.ts`): 4242 4242 4242 4242 and
 * the other plain numbers are charged; 4000 0027 6000 3184 needs 3-D Secure on every charge, so
 * off-session it fails 402 `authentication_required` (the PaymentIntent back in
 * `requires_payment_method`, its card in `last_payment_error`, as Stripe documents) and on-session
 * it answers `requires_action`; 4000 0000 0000 9995 and 4000 0000 0000 0341 are declined 402
 * (`insufficient_funds`, `generic_decline`); a refund of a 4000 0000 0000 5126 charge succeeds and
 * then fails. `POST /_test/cards/{paymentMethod}/behaviour` `{ next, declineCode? }` sets what the
 * card does on its next charge only (`succeed`, `decline`, `authenticate`).
 *
 * Confirmed on-session with a `return_url`, a card needing 3-D Secure gets
 * `next_action.redirect_to_url` to the hosted page `/c/3ds/{paymentIntent}`, whose two buttons
 * complete or fail the authentication and send the investor back to the `return_url` with
 * `payment_intent`, `payment_intent_client_secret` and `redirect_status`, as Stripe does.
 *
 * Announced as signed events: `payment_intent.created`, `.succeeded`, `.payment_failed`,
 * `.requires_action`; `charge.succeeded`, `.failed`, `.refunded`; `refund.created`, `.updated`,
 * `.failed`.
 */
/** The largest amount Stripe takes in one charge: 8 digits in the currency's minor unit. */
const maximumAmount = 99_999_999

export function standInPayments(context: StandInContext) {
  const { baseUrl, resources, find, expand, announce, newId, now, pageHtml, escapeHtml } = context
  /** Per saved card: what its charges do (by its test number) and whether its refunds fail. */
  const cards = new Map<string, { charge: ChargeBehaviour; refundsFail: boolean }>()
  /** A test's choice for a card's next charge only. */
  const nextCharges = new Map<string, ChargeBehaviour>()

  /** Keeps what the card's number means for its charges; the number itself is not kept. */
  function rememberCard(paymentMethodId: string, number: string) {
    cards.set(paymentMethodId, {
      charge: chargeBehaviourOf(number),
      refundsFail: failingRefundNumbers.has(number),
    })
  }

  const invalid = (
    param: string | null,
    message: string,
    code?: string,
    more: Params = {},
  ): ApiAnswer => [
    400,
    {
      error: {
        type: 'invalid_request_error',
        message,
        ...(code ? { code, doc_url: docUrl(code) } : {}),
        ...(param ? { param } : {}),
        ...more,
      },
    },
  ]

  /** A missing object: 404 when it is the URL's, 400 when a parameter names it. */
  const noSuch = (id: string, kind: string, param?: string): ApiAnswer => [
    param ? 400 : 404,
    {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        doc_url: docUrl('resource_missing'),
        param: param ?? 'id',
        message: `No such ${kind}: '${id}'`,
      },
    },
  ]

  function api(
    method: string,
    path: string,
    params: Params,
    expandPaths: string[],
  ): ApiAnswer | null {
    const shown = (resource: Resource | null, id: string, kind: string): ApiAnswer =>
      resource ? [200, expand(resource, expandPaths)] : noSuch(id, kind)
    let match: RegExpMatchArray | null

    if (method === 'POST' && path === '/v1/payment_intents')
      return createIntent(params, expandPaths)
    if (method === 'GET' && path === '/v1/payment_intents')
      return list('payment_intent', params, ['customer'])
    if (method === 'GET' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/)))
      return shown(find(match[1]!, 'payment_intent'), match[1]!, 'payment_intent')
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) {
      const intent = find(match[1]!, 'payment_intent')
      return intent
        ? confirmIntent(intent, params, expandPaths)
        : noSuch(match[1]!, 'payment_intent')
    }

    if (method === 'GET' && path === '/v1/charges')
      return list('charge', params, ['customer', 'payment_intent'])
    if (method === 'GET' && (match = path.match(/^\/v1\/charges\/([^/]+)$/)))
      return shown(find(match[1]!, 'charge'), match[1]!, 'charge')

    if (method === 'POST' && path === '/v1/refunds') return createRefund(params, expandPaths)
    if (method === 'GET' && path === '/v1/refunds')
      return list('refund', params, ['payment_intent', 'charge'])
    if (method === 'GET' && (match = path.match(/^\/v1\/refunds\/([^/]+)$/)))
      return shown(find(match[1]!, 'refund'), match[1]!, 'refund')

    return null
  }

  /** A list, newest first, filtered by the given parameters (`customer`, `payment_intent`). */
  function list(object: string, params: Params, filters: string[]): ApiAnswer {
    const limit = Math.min(Math.max(Number(params.limit) || 10, 1), 100)
    const matching = [...resources.values()]
      .filter(
        (resource) =>
          resource.object === object &&
          filters.every(
            (filter) => params[filter] === undefined || resource[filter] === params[filter],
          ),
      )
      .reverse()
    return [
      200,
      {
        object: 'list',
        data: matching.slice(0, limit),
        has_more: matching.length > limit,
        url: `/v1/${object}s`,
      },
    ]
  }

  /** The saved card a PaymentIntent may charge, or Stripe's refusal of it. */
  function cardToCharge(id: unknown, customer: unknown): Resource | ApiAnswer {
    if (typeof id !== 'string' || !id)
      return invalid(
        'payment_method',
        "You cannot confirm this PaymentIntent because it's missing a payment method. Update it with a payment method and then confirm it again.",
        'payment_intent_unexpected_state',
      )
    const card = find(id, 'payment_method')
    if (!card) return noSuch(id, 'PaymentMethod', 'payment_method')
    if (!card.customer)
      return invalid(
        'payment_method',
        'The provided PaymentMethod was detached from its Customer (or never attached to one) and may not be used again.',
      )
    if (card.customer !== customer)
      return invalid(
        'payment_method',
        `The provided PaymentMethod belongs to Customer ${String(card.customer)}; pass that customer to use it.`,
      )
    return card
  }

  /**
   * Stripe's rule for dynamic payment methods: some of them redirect, so confirming needs a
   * `return_url` unless the intent takes named types only or refuses redirects.
   */
  function lacksReturnUrl(intent: Resource, returnUrl: unknown) {
    const automatic = intent.automatic_payment_methods as { allow_redirects?: string } | null
    return !!automatic && automatic.allow_redirects !== 'never' && returnUrl === undefined
  }

  const returnUrlMissing = () =>
    invalid(
      'return_url',
      'A return_url must be given: this PaymentIntent accepts the payment methods enabled in the Dashboard, some of which redirect. To accept none that redirect, set automatic_payment_methods[allow_redirects]=never (or name allowed_payment_method_types).',
    )

  function createIntent(params: Params, expandPaths: string[]): ApiAnswer {
    if (params.payment_method_types !== undefined)
      return invalid(
        'payment_method_types',
        'payment_method_types can no longer be set on this API version: use allowed_payment_method_types, excluded_payment_method_types or the dynamic payment methods.',
        'payment_method_types_no_longer_supported',
      )
    const amount = positiveInteger(params.amount)
    if (amount === null)
      return invalid('amount', 'Invalid positive integer', 'parameter_invalid_integer')
    const currency = params.currency
    // Stricter than Stripe, which documents lower case: catches an ISO code passed on as it is.
    if (typeof currency !== 'string' || !/^[a-z]{3}$/.test(currency))
      return invalid('currency', 'Invalid currency: three lower-case letters expected (ils).')
    // Stripe's amounts have at most 8 digits in the minor unit (999,999.99 ₪).
    if (amount > maximumAmount)
      return invalid(
        'amount',
        `Amount must be no more than ${formatAmount(maximumAmount, currency)}`,
        'amount_too_large',
      )
    const allowed = Array.isArray(params.allowed_payment_method_types)
      ? params.allowed_payment_method_types.map(String)
      : null
    const automatic = params.automatic_payment_methods as { allow_redirects?: string } | undefined
    if (allowed && automatic)
      return invalid(
        'allowed_payment_method_types',
        'allowed_payment_method_types cannot be combined with automatic_payment_methods.',
      )
    if (allowed && !allowed.includes('card'))
      return invalid('allowed_payment_method_types', 'The stand-in takes cards only.')
    const customer = params.customer === undefined ? null : String(params.customer)
    if (customer !== null && !find(customer, 'customer'))
      return noSuch(customer, 'customer', 'customer')
    const confirm = params.confirm === 'true'
    for (const param of ['off_session', 'return_url'])
      if (params[param] !== undefined && !confirm)
        return invalid(param, `${param} can only be used with confirm=true.`)
    if (params.return_url !== undefined && !URL.canParse(String(params.return_url)))
      return invalid('return_url', 'Not a valid URL', 'url_invalid')
    if (confirm || params.payment_method !== undefined) {
      const card = cardToCharge(params.payment_method, customer)
      if (Array.isArray(card)) return card
    }

    const id = newId('pi')
    const intent: Resource = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      allowed_payment_method_types: allowed,
      automatic_payment_methods: allowed
        ? null
        : { enabled: true, allow_redirects: automatic?.allow_redirects ?? 'always' },
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer,
      description: params.description ?? null,
      excluded_payment_method_types: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: params.metadata ?? {},
      next_action: null,
      on_behalf_of: null,
      payment_method: params.payment_method ?? null,
      payment_method_options: { card: { request_three_d_secure: 'automatic' } },
      payment_method_types: ['card'],
      processing: null,
      receipt_email: null,
      setup_future_usage: null,
      shipping: null,
      statement_descriptor: null,
      statement_descriptor_suffix: null,
      status: params.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      transfer_group: null,
    }
    if (confirm && lacksReturnUrl(intent, params.return_url)) return returnUrlMissing()
    resources.set(id, intent)
    void announce('payment_intent.created', intent)
    return confirm ? confirmIntent(intent, params, expandPaths) : [200, expand(intent, expandPaths)]
  }

  function confirmIntent(intent: Resource, params: Params, expandPaths: string[]): ApiAnswer {
    if (!confirmableStatuses.has(String(intent.status)))
      return invalid(
        null,
        `You cannot confirm this PaymentIntent because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be confirmed: ${[...confirmableStatuses].join(', ')}.`,
        'payment_intent_unexpected_state',
        { payment_intent: structuredClone(intent) },
      )
    const card = cardToCharge(params.payment_method ?? intent.payment_method, intent.customer)
    if (Array.isArray(card)) return card
    const returnUrl = params.return_url
    if (returnUrl !== undefined && (typeof returnUrl !== 'string' || !URL.canParse(returnUrl)))
      return invalid('return_url', 'Not a valid URL', 'url_invalid')
    if (lacksReturnUrl(intent, returnUrl)) return returnUrlMissing()
    const offSession = params.off_session !== undefined && params.off_session !== 'false'

    Object.assign(intent, { payment_method: card.id, next_action: null, last_payment_error: null })
    const behaviour = nextCharges.get(card.id) ?? cards.get(card.id)?.charge ?? { kind: 'succeed' }
    nextCharges.delete(card.id)
    if (behaviour.kind === 'decline') return decline(intent, card, behaviour.declineCode)
    if (behaviour.kind === 'authenticate') {
      // Off-session nobody can authenticate: Stripe fails the attempt instead of waiting.
      if (offSession) return decline(intent, card, 'authentication_required')
      void awaitAuthentication(intent, typeof returnUrl === 'string' ? returnUrl : null)
    } else void succeed(intent, card)
    return [200, expand(intent, expandPaths)]
  }

  function newCharge(
    intent: Resource,
    card: Resource,
    failure: { code: string; declineCode?: string; message: string } | null,
  ): Resource {
    const { brand, last4, exp_month, exp_year, country, funding } = card.card as Params
    const charge: Resource = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: failure ? 0 : intent.amount,
      amount_refunded: 0,
      balance_transaction: null,
      captured: !failure,
      created: now(),
      currency: intent.currency,
      customer: intent.customer,
      description: intent.description,
      failure_code: failure?.code ?? null,
      failure_message: failure?.message ?? null,
      livemode: false,
      metadata: structuredClone(intent.metadata),
      outcome: {
        type: failure ? 'issuer_declined' : 'authorized',
        reason: failure?.declineCode ?? null,
        seller_message: failure ? 'The bank declined the payment.' : 'Payment complete.',
      },
      paid: !failure,
      payment_intent: intent.id,
      payment_method: card.id,
      payment_method_details: {
        type: 'card',
        card: { brand, last4, exp_month, exp_year, country, funding },
      },
      refunded: false,
      status: failure ? 'failed' : 'succeeded',
    }
    resources.set(charge.id, charge)
    return charge
  }

  /** The card is charged; resolves once the events are delivered. */
  function succeed(intent: Resource, card: Resource): Promise<void> {
    const charge = newCharge(intent, card, null)
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      next_action: null,
      last_payment_error: null,
    })
    void announce('charge.succeeded', charge)
    return announce('payment_intent.succeeded', intent)
  }

  /**
   * A failed attempt as Stripe answers it: 402 with a card error carrying the PaymentIntent, now
   * back in `requires_payment_method` with the card moved to `last_payment_error`.
   */
  function decline(intent: Resource, card: Resource, declineCode: string): ApiAnswer {
    const code = ownErrorCodes.has(declineCode)
      ? declineCode
      : declineCode === 'authentication_required'
        ? 'authentication_required'
        : 'card_declined'
    const message = declineMessages[declineCode] ?? 'Your card was declined.'
    const charge = newCharge(intent, card, { code, declineCode, message })
    const error = {
      type: 'card_error',
      code,
      ...(ownErrorCodes.has(declineCode) ? {} : { decline_code: declineCode }),
      message,
      doc_url: docUrl(code),
      charge: charge.id,
      payment_method: structuredClone(card),
    }
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      latest_charge: charge.id,
      last_payment_error: error,
      next_action: null,
    })
    void announce('charge.failed', charge)
    void announce('payment_intent.payment_failed', intent)
    return [402, { error: { ...error, payment_intent: structuredClone(intent) } }]
  }

  /** The investor must authenticate on the hosted page (a redirect when a return URL was given). */
  function awaitAuthentication(intent: Resource, returnUrl: string | null): Promise<void> {
    const url = `${baseUrl}/c/3ds/${intent.id}`
    intent.status = 'requires_action'
    intent.next_action = returnUrl
      ? { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } }
      : {
          type: 'use_stripe_sdk',
          use_stripe_sdk: { type: 'three_d_secure_redirect', stripe_js: url },
        }
    return announce('payment_intent.requires_action', intent)
  }

  function failAuthentication(intent: Resource, card: Resource): Promise<void> {
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_payment_error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        doc_url: docUrl('payment_intent_authentication_failure'),
        message:
          'The provided PaymentMethod has failed authentication. Provide another PaymentMethod to try this PaymentIntent again.',
        payment_method: structuredClone(card),
      },
    })
    return announce('payment_intent.payment_failed', intent)
  }

  /** `/c/3ds/{paymentIntent}`: the bank's 3-D Secure page, with a button for each outcome. */
  async function page(method: string, path: string, body: string): Promise<PageAnswer | null> {
    const match = path.match(/^\/c\/3ds\/([^/]+)$/)
    if (!match) return null
    const intent = find(match[1]!, 'payment_intent')
    if (!intent) return pageHtml('Page not found', '<p>No such payment.</p>', 404)
    if (intent.status !== 'requires_action')
      return pageHtml('Page expired', '<p>This payment no longer awaits authentication.</p>', 410)
    if (method === 'GET')
      return pageHtml(
        'Authenticate a payment (test)',
        `<p>Your bank asks you to confirm a payment of ${escapeHtml(formatAmount(Number(intent.amount), String(intent.currency)))}.</p>
      <form method="post" action="/c/3ds/${escapeHtml(intent.id)}">
        <button type="submit" name="outcome" value="complete">Complete authentication</button>
        <button type="submit" name="outcome" value="fail">Fail authentication</button>
      </form>`,
      )
    if (method !== 'POST') return pageHtml('Not allowed', '', 405)

    const outcome = new URLSearchParams(body).get('outcome')
    const card = find(String(intent.payment_method), 'payment_method')
    if (!card || (outcome !== 'complete' && outcome !== 'fail'))
      return pageHtml('Bad request', '<p>Complete or fail the authentication.</p>', 400)
    const { redirect_to_url: redirect } = intent.next_action as {
      redirect_to_url?: { return_url: string | null }
    }
    // Waits for the events' delivery, so a test sees their effect when the browser arrives back.
    await (outcome === 'complete' ? succeed(intent, card) : failAuthentication(intent, card))
    const redirectStatus = outcome === 'complete' ? 'succeeded' : 'failed'
    if (!redirect?.return_url)
      return pageHtml(`Authentication ${redirectStatus}`, '<p>You may close this page.</p>')
    const back = new URL(redirect.return_url)
    back.searchParams.set('payment_intent', intent.id)
    back.searchParams.set('payment_intent_client_secret', String(intent.client_secret))
    back.searchParams.set('redirect_status', redirectStatus)
    return { redirect: back.toString() }
  }

  function createRefund(params: Params, expandPaths: string[]): ApiAnswer {
    let charge: Resource | null
    if (params.payment_intent !== undefined) {
      const intentId = String(params.payment_intent)
      const intent = find(intentId, 'payment_intent')
      if (!intent) return noSuch(intentId, 'payment_intent', 'payment_intent')
      charge = intent.status === 'succeeded' ? find(String(intent.latest_charge), 'charge') : null
      if (!charge)
        return invalid(
          'payment_intent',
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
        )
    } else if (params.charge !== undefined) {
      const chargeId = String(params.charge)
      charge = find(chargeId, 'charge')
      if (!charge) return noSuch(chargeId, 'charge', 'charge')
      if (charge.status !== 'succeeded')
        return invalid('charge', `Charge ${chargeId} did not succeed: there is nothing to refund.`)
    } else return invalid(null, 'One of charge or payment_intent is required.', 'parameter_missing')

    const unrefunded = Number(charge.amount) - Number(charge.amount_refunded)
    if (unrefunded === 0)
      return invalid(
        'charge',
        `Charge ${charge.id} has already been refunded.`,
        'charge_already_refunded',
      )
    const amount = params.amount === undefined ? unrefunded : positiveInteger(params.amount)
    if (amount === null)
      return invalid('amount', 'Invalid positive integer', 'parameter_invalid_integer')
    if (amount > unrefunded)
      return invalid(
        'amount',
        `Refund amount (${amount}) is greater than the unrefunded amount on the charge (${unrefunded}).`,
        'amount_too_large',
      )

    const refund: Resource = {
      id: newId('re'),
      object: 'refund',
      amount,
      balance_transaction: null,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      customer: charge.customer,
      metadata: params.metadata ?? {},
      payment_intent: charge.payment_intent,
      payment_method: charge.payment_method,
      reason: params.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      // Card refunds are accepted at once; the money may still come back later (card 5126).
      status: 'succeeded',
      transfer_reversal: null,
    }
    resources.set(refund.id, refund)
    charge.amount_refunded = Number(charge.amount_refunded) + amount
    charge.refunded = charge.amount_refunded === charge.amount
    void announce('refund.created', refund)
    void announce('charge.refunded', charge)
    const refunded = charge
    if (cards.get(String(charge.payment_method))?.refundsFail)
      setImmediate(() => failRefund(refund, refunded))
    return [200, expand(refund, expandPaths)]
  }

  /** The card's bank sends a refund back (card 5126): Stripe marks it failed afterwards. */
  function failRefund(refund: Resource, charge: Resource) {
    Object.assign(refund, { status: 'failed', failure_reason: 'expired_or_canceled_card' })
    charge.amount_refunded = Number(charge.amount_refunded) - Number(refund.amount)
    charge.refunded = false
    void announce('refund.updated', refund, { status: 'succeeded' })
    void announce('refund.failed', refund)
  }

  /** `POST /_test/cards/{paymentMethod}/behaviour` `{ next, declineCode? }`. */
  function control(method: string, path: string, body: string): ApiAnswer | null {
    const match = path.match(/^\/_test\/cards\/([^/]+)\/behaviour$/)
    if (method !== 'POST' || !match) return null
    const card = find(match[1]!, 'payment_method')
    if (!card) return noSuch(match[1]!, 'PaymentMethod')
    const { next, declineCode } = JSON.parse(body || '{}') as {
      next?: NextCharge
      declineCode?: string
    }
    const behaviours: Record<NextCharge, ChargeBehaviour> = {
      succeed: { kind: 'succeed' },
      authenticate: { kind: 'authenticate' },
      decline: { kind: 'decline', declineCode: declineCode ?? 'generic_decline' },
    }
    const behaviour = next && Object.hasOwn(behaviours, next) ? behaviours[next] : null
    if (!behaviour) return invalid('next', "next must be 'succeed', 'decline' or 'authenticate'.")
    nextCharges.set(card.id, behaviour)
    return [200, { paymentMethod: card.id, next: behaviour }]
  }

  /** What it knows of the saved cards, to be kept across a restart (`stateFile`). */
  const saved = () => ({ cards: [...cards], nextCharges: [...nextCharges] })
  function restore(state: ReturnType<typeof saved>) {
    for (const [id, card] of state.cards) cards.set(id, card)
    for (const [id, behaviour] of state.nextCharges) nextCharges.set(id, behaviour)
  }

  return { rememberCard, api, page, control, saved, restore }
}
