import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import Stripe from 'stripe'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as createRoute from '@/app/(payload)/api/investition/route'
import * as cardSetupRoute from '@/app/(payload)/api/investition/card-setup/route'
import * as updateRoute from '@/app/(payload)/api/investition/update/route'
import { formatMoney } from '@/domain/money'
import { messagesFor } from '@/i18n/messages'
import { createSession } from '@/server/auth/create-session'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'

import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'
import { anIp, type Caller } from '../support/rest'
import { standInKeys } from '@/dev/stripe-stand-in'
import { intStripe } from './stub-ports'

// Outside Next's request scope `after` cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

/** The real SDK, pointed at the stand-in as the app's is. */
const stripe = new Stripe(standInKeys.secretKey, {
  host: '127.0.0.1',
  port: intStripe.port,
  protocol: 'http',
})

type Handler = (request: NextRequest) => Promise<Response>

async function readyCaller(
  payload: Payload,
  options: Parameters<typeof readyInvestors>[2] = {},
): Promise<Caller & { id: number }> {
  const [investor] = await readyInvestors(payload, 1, options)
  const { token } = await createSession({
    payload,
    investorId: investor!.id,
    transport: 'bearer',
    settings: { sessionMaxHours: 1 },
    ip: null,
    userAgent: null,
  })
  return { name: investor!.email, id: investor!.id, headers: { authorization: `Bearer ${token}` } }
}

function call(
  handler: Handler,
  caller: Caller,
  path: string,
  body: unknown,
  options: { key?: string; locale?: 'he' | 'en' } = {},
) {
  return handler(
    new NextRequest(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        ...caller.headers,
        [clientIpHeader]: anIp(),
        'content-type': 'application/json',
        ...(options.key ? { 'idempotency-key': options.key } : {}),
        ...(options.locale ? { 'accept-language': options.locale } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
}

const invest = (caller: Caller, body: unknown, key: string, locale?: 'he' | 'en') =>
  call(createRoute.POST, caller, '/api/investition', body, { key, locale })

const change = (caller: Caller, body: unknown, locale?: 'he' | 'en') =>
  call(updateRoute.POST, caller, '/api/investition/update', body, { locale })

/** The Hebrew and English texts of the catalogue, as the client is meant to see them. */
const validation = (locale: 'he' | 'en', key: string) =>
  (messagesFor(locale).Validation as Record<string, string>)[key]!

describe('the investing API’s intake: amounts, submission keys, card pages, card limits', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  async function investmentsOf(investorId: number) {
    const rows = await sqlDatabase(payload).execute(sql`
      select id, amount, idempotency_key from investments where investor_id = ${investorId}`)
    return rows.rows as { id: number; amount: string; idempotency_key: string }[]
  }

  async function raiseAgreesWithLedger(projectId: number) {
    const rows = await sqlDatabase(payload).execute(sql`
      select t.raised,
             (select coalesce(sum(amount), 0) from investments
               where project_id = ${projectId} and status in ('pending', 'active', 'approved')) as live
        from raise_totals t where t.project_id = ${projectId}`)
    const row = rows.rows[0] as { raised: string; live: string }
    expect(Number(row.raised)).toBe(Number(row.live))
  }

  it('makes one investment from 20 racing requests with one key and different amounts; the others are refused, never told another amount', async () => {
    const project = await aRaisingProject(payload)
    const investor = await readyCaller(payload, { bracket: 4 })
    const key = aSubmissionKey()
    // 15 different amounts, and 5 copies of the first: those may be answered the first's replay.
    const amounts = [
      ...Array.from({ length: 15 }, (_, n) => String(600 + n)),
      ...Array.from({ length: 5 }, () => '600'),
    ]
    const answers = await Promise.all(
      amounts.map(async (amount) => {
        const response = await invest(investor, aBankTransfer(project.alias, amount), key)
        return { amount, status: response.status, body: await response.json() }
      }),
    )

    const made = await investmentsOf(investor.id)
    expect(made).toHaveLength(1)
    const created = answers.filter((answer) => answer.status === 201)
    expect(created).toHaveLength(1)
    const winner = created[0]!
    expect(winner.body.id).toBe(made[0]!.id)
    expect(Number(made[0]!.amount)).toBe(Number(winner.amount) * 100)
    for (const answer of answers) {
      if (answer === winner) continue
      if (answer.status === 200) {
        // A replay: only for the very same body, answered the investment it asked for.
        expect(answer.amount).toBe(winner.amount)
        expect(answer.body).toMatchObject({
          id: winner.body.id,
          amount: Number(answer.amount) * 100,
        })
      } else {
        expect(answer.status).toBe(409)
        expect(answer.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED')
        expect(answer.amount).not.toBe(winner.amount)
      }
    }
    // Every request that sent a different amount was refused.
    expect(answers.filter((answer) => answer.amount !== winner.amount).length).toBeGreaterThan(0)
    await raiseAgreesWithLedger(project.id)

    // Anything else the request carries counts too: the same amount with other campaign fields.
    const otherUtm = await invest(
      investor,
      aBankTransfer(project.alias, winner.amount, { utm: { source: 'another' } }),
      key,
    )
    expect(otherUtm.status).toBe(409)
    // The same body written otherwise ("600.00", the project by id) is the same request.
    const sameBody = await invest(investor, aBankTransfer(project.id, `${winner.amount}.00`), key)
    expect(sameBody.status).toBe(200)
    expect((await sameBody.json()).id).toBe(winner.body.id)
  })

  it('refuses "1,0,0,1" and other misplaced separators with 400 and the translated message, making nothing', async () => {
    const project = await aRaisingProject(payload)
    const investor = await readyCaller(payload, { bracket: 4 })
    for (const [amount, locale] of [
      ['1,0,0,1', 'he'],
      ['1,0,0,1', 'en'],
      ['10,00', 'en'],
      ['1,00,000', 'he'],
      ['1e3', 'en'],
    ] as const) {
      const response = await invest(
        investor,
        aBankTransfer(project.alias, amount),
        aSubmissionKey(),
        locale,
      )
      expect(response.status, amount).toBe(400)
      const { error } = await response.json()
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(error.fields.amount).toEqual({
        key: 'amountInvalid',
        message: validation(locale, 'amountInvalid'),
      })
    }
    expect(await investmentsOf(investor.id)).toHaveLength(0)

    // Thousands separators in threes are an amount; a change is read by the same parser.
    const made = await invest(investor, aBankTransfer(project.alias, '1,000'), aSubmissionKey())
    expect(made.status).toBe(201)
    const investment = await made.json()
    expect(investment.amount).toBe(1_000_00)
    const changed = await change(investor, { investment: investment.id, amount: '1,0,0,1' }, 'he')
    expect(changed.status).toBe(400)
    expect((await changed.json()).error.fields.amount.message).toBe(
      validation('he', 'amountInvalid'),
    )
  })

  it('refuses a card investment whose charge with its fee is above the card maximum, offering the transfer; the same by bank transfer is taken', async () => {
    const project = await aRaisingProject(payload, { unitPrice: 1 })
    const investor = await readyCaller(payload, { investorType: 'qualified', typeVerified: true })
    const byCard = (amount: string) =>
      aBankTransfer(project.alias, amount, { method: 'card' as const })

    const refused = await invest(investor, byCard('999,999.99'), aSubmissionKey(), 'he')
    expect(refused.status).toBe(409)
    const { error } = await refused.json()
    expect(error).toMatchObject({ code: 'CARD_AMOUNT_ABOVE_LIMIT', currency: 'ILS' })
    const largest = formatMoney({ minor: error.largestMinor, currency: 'ILS' }, 'he')
    const hebrew = messagesFor('he').ApiErrors.CARD_AMOUNT_ABOVE_LIMIT.replace('{maximum}', largest)
    expect(error.message).toBe(hebrew)
    expect(error.message).toContain('העברה בנקאית')
    // At the amount field, where the invest page shows it.
    expect(error.fields.amount).toEqual({
      key: 'cardAmountAboveLimit',
      message: validation('he', 'cardAmountAboveLimit').replace('{maximum}', largest),
    })
    const english = await invest(investor, byCard('999999.99'), aSubmissionKey(), 'en')
    expect((await english.json()).error.message).toContain('bank transfer')
    expect(await investmentsOf(investor.id)).toHaveLength(0)

    // The largest amount it names is taken by card (its charge is within the maximum), a cent more not.
    const justAbove = ((error.largestMinor + 1) / 100).toFixed(2)
    expect((await invest(investor, byCard(justAbove), aSubmissionKey())).status).toBe(409)
    const atMost = await invest(
      investor,
      byCard((error.largestMinor / 100).toFixed(2)),
      aSubmissionKey(),
    )
    expect(atMost.status).toBe(201)
    const card = await atMost.json()
    expect(card.amount + card.fee).toBeLessThanOrEqual(99_999_999)

    const transfer = await invest(
      investor,
      aBankTransfer(project.alias, '999,999.99'),
      aSubmissionKey(),
    )
    expect(transfer.status).toBe(201)
    const bank = await transfer.json()
    expect(bank).toMatchObject({ amount: 99_999_999, method: 'bank_transfer', fee: 0 })

    // Changing the transfer to a card, or the card to a larger amount, is refused the same way.
    const toCard = await change(investor, { investment: bank.id, method: 'card' }, 'en')
    expect(toCard.status).toBe(409)
    expect((await toCard.json()).error.code).toBe('CARD_AMOUNT_ABOVE_LIMIT')
    const larger = await change(investor, { investment: card.id, amount: '999999.99' })
    expect(larger.status).toBe(409)
    expect((await larger.json()).error.fields.amount.key).toBe('cardAmountAboveLimit')
    await raiseAgreesWithLedger(project.id)
  })

  it('answers a replayed card submission with the same open card page, and opens a new one only once it expired', async () => {
    const project = await aRaisingProject(payload)
    const investor = await readyCaller(payload, { bracket: 4 })
    const key = aSubmissionKey()
    const body = aBankTransfer(project.alias, '700', { method: 'card' })

    const first = await invest(investor, body, key, 'en')
    expect(first.status).toBe(201)
    const created = await first.json()
    expect(created.checkoutUrl).toMatch(`${intStripe.url}/c/setup/`)

    // Replays, some at once, and the page's own "try again": the same page each time.
    const replays = await Promise.all(
      Array.from({ length: 5 }, () => invest(investor, body, key, 'en')),
    )
    for (const replay of replays) {
      expect(replay.status).toBe(200)
      expect((await replay.json()).checkoutUrl).toBe(created.checkoutUrl)
    }
    const retry = await call(cardSetupRoute.POST, investor, '/api/investition/card-setup', {
      investment: created.id,
    })
    expect((await retry.json()).checkoutUrl).toBe(created.checkoutUrl)
    const sessionId = new URL(created.checkoutUrl).pathname.split('/').at(-1)!
    const session = await stripe.checkout.sessions.retrieve(sessionId)
    expect(session.status).toBe('open')

    // Once Stripe closed the page (expired), a replay opens a new one, answered from then on.
    await stripe.checkout.sessions.expire(sessionId)
    const afterExpiry = await (await invest(investor, body, key, 'en')).json()
    expect(afterExpiry.checkoutUrl).toMatch(`${intStripe.url}/c/setup/`)
    expect(afterExpiry.checkoutUrl).not.toBe(created.checkoutUrl)
    const again = await (await invest(investor, body, key, 'en')).json()
    expect(again.checkoutUrl).toBe(afterExpiry.checkoutUrl)
    // Ten identical submissions at once: one investment, one page for all of them.
    const racingKey = aSubmissionKey()
    const racing = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await invest(
          investor,
          aBankTransfer(project.alias, '800', { method: 'card' }),
          racingKey,
          'en',
        )
        return { status: response.status, body: await response.json() }
      }),
    )
    expect(racing.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(new Set(racing.map((answer) => answer.body.id)).size).toBe(1)
    expect(new Set(racing.map((answer) => answer.body.checkoutUrl)).size).toBe(1)
    expect(racing[0]!.body.checkoutUrl).toMatch(`${intStripe.url}/c/setup/`)

    const row = await payload.findByID({
      collection: 'investments',
      id: created.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(row.card?.setupSessionUrl).toBe(afterExpiry.checkoutUrl)
    expect(Date.parse(row.card?.setupSessionExpiresAt ?? '')).toBeGreaterThan(
      Date.now() + 23 * 3600_000,
    )
  })
})
