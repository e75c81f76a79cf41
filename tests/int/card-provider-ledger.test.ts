import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as retryRoute from '@/app/(payload)/api/staff/investments/[id]/refund-retry/route'
import { investmentRowNote } from '@/domain/investments/investment-row-note'
import type { Investment, User } from '@/payload-types'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { listOwnInvestments } from '@/server/investments/invest/list-own-investments'
import { applyCardEvent } from '@/server/investments/card-payments/apply-card-event'
import { CardGatewayError, type CardGateway } from '@/server/investments/card-payments/card-gateway'
import { cardGatewayForNewCards } from '@/server/investments/card-payments/configured-card-gateway'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'
import { stripeCardGateway } from '@/server/investments/card-payments/stripe-card-gateway'
import { recordRefund } from '@/server/investments/raise/record-refund'
import { settleRaises } from '@/server/investments/raise/settle-raises'
import { listProjectTransfers } from '@/server/investments/transfers/list-project-transfers'

import { receive } from '../support/accounts'
import { saveCardOnPage, receiveStandInWebhooks, standInStripe } from '../support/card-webhooks'
import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { expectLedgerAgrees } from '../support/ledger-invariants'
import { testPayload } from '../support/payload'
import { anIp, staffCaller, type Caller, type StaffCaller } from '../support/rest'
import { standInKeys, stripeStandIn } from '@/dev/stripe-stand-in'
import { testCards } from '@/dev/stripe-test-cards'
import { intStripe } from './stub-ports'

// Outside Next there is no page cache to expire, and the e-mail goes when a test receives it.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))

const stripe = standInStripe
const webhookUrl = receiveStandInWebhooks()
const client = { ip: '127.0.0.1', userAgent: 'test', locale: 'en' as const }
const minutes = (n: number) => n * 60_000
const during = new Date('2031-05-10T10:00:00Z')
const after = new Date('2031-06-01T10:00:00Z')

describe('the ledger and the card provider (issue 30)', () => {
  let payload: Payload
  let staff: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffCaller(payload, 'compliance')
  })

  const investmentNow = (id: number) =>
    payload.findByID({ collection: 'investments', id, depth: 0, overrideAccess: true })

  /** Waits for the stand-in's events to have reached the investment (polling, 10 s). */
  const eventually = (id: number, check: (investment: Investment) => boolean) =>
    vi.waitFor(
      async () => {
        const investment = await investmentNow(id)
        if (!check(investment)) throw new Error(`investment ${id} is ${investment.paymentState}`)
        return investment
      },
      { timeout: 10_000, interval: 50 },
    )

  async function auditCount(investmentId: number, action: string) {
    const { totalDocs } = await payload.count({
      collection: 'audit-log',
      where: { and: [{ investment: { equals: investmentId } }, { action: { equals: action } }] },
    })
    return totalDocs
  }

  /** A raise from 1 May to 31 May 2031 in Israel, minimum 10,000, maximum 50,000 shekels. */
  const aRaise = () =>
    aRaisingProject(payload, {
      minimumRaise: 10_000_00,
      maximumRaise: 50_000_00,
      unitPrice: 1_00,
      startDate: '2031-05-01T10:00:00.000Z',
      endDate: '2031-05-31T10:00:00.000Z',
    })

  /** Staff end the raise as failed (the halt of issue 30's decisions), straight in the database. */
  const failRaise = (projectId: number) =>
    sqlDatabase(payload).execute(
      sql`update projects set status = 'unsuccess_finished' where id = ${projectId}`,
    )

  /**
   * A card pledge whose card is saved on the stand-in's card page. With the webhook on, its event
   * saves it; with `applyWith`, the event is applied here through that gateway (webhook off).
   */
  async function aCardPledge(
    alias: string,
    shekels: number,
    cardNumber: string = testCards.visa,
    applyWith?: CardGateway,
  ) {
    const [investor] = await readyInvestors(payload, 1, {
      investorType: 'qualified',
      typeVerified: true,
    })
    const { investment } = await createInvestment(payload, {
      investor: investor!,
      request: { ...aBankTransfer(alias, String(shekels)), method: 'card' },
      idempotencyKey: aSubmissionKey(),
      client,
    })
    const { checkoutUrl } = await startCardSetup(payload, {
      investmentId: investment.id,
      locale: 'en',
    })
    expect((await saveCardOnPage(checkoutUrl, cardNumber)).status).toBe(303)
    if (applyWith) {
      const sessionId = (await investmentNow(investment.id)).card!.setupSessionId!
      await applyCardEvent(payload, applyWith, {
        id: `evt_test_${randomUUID()}`,
        type: 'checkout.session.completed',
        setupCompleted: { sessionId, investmentId: investment.id },
        charge: null,
        refund: null,
      })
    }
    await eventually(investment.id, (now) => now.paymentState !== 'awaiting_card')
    return { investor: investor!, id: investment.id }
  }

  it('reads back charges whose events never came, and applies them as the events would', async () => {
    const project = await aRaise()
    const cards = [await aCardPledge(project.alias, 5_000), await aCardPledge(project.alias, 5_000)]
    // The server is down for the provider: its events go nowhere.
    await stripeStandIn.setWebhookUrl(intStripe.url, null)
    try {
      await settleRaises(payload, { projects: [project.id], now: during })
      for (const card of cards)
        expect(await investmentNow(card.id)).toMatchObject({ paymentState: 'charging' })
      // Within a few minutes the event may still come: nothing is read yet.
      await settleRaises(payload, { projects: [project.id], now: new Date(+during + minutes(2)) })
      for (const card of cards)
        expect(await investmentNow(card.id)).toMatchObject({ paymentState: 'charging' })
      const later = await settleRaises(payload, {
        projects: [project.id],
        now: new Date(+during + minutes(6)),
      })
      for (const card of cards) {
        expect(await investmentNow(card.id)).toMatchObject({
          status: 'active',
          paymentState: 'paid',
        })
        expect(await auditCount(card.id, 'investment.charged')).toBe(1)
      }
      expect(later.reconciled.charges.sort()).toEqual(cards.map((card) => card.id).sort())
    } finally {
      await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
    }
    // The lost events, delivered at last, change nothing more.
    const events = (await stripeStandIn.events(intStripe.url)).filter(
      (event) =>
        event.type === 'payment_intent.succeeded' &&
        cards.some(
          (card) =>
            (event.data.object.metadata as Record<string, string>)?.investmentId ===
            String(card.id),
        ),
    )
    expect(events).toHaveLength(2)
    for (const event of events)
      expect(await stripeStandIn.resend(intStripe.url, event.id)).toBe(200)
    for (const card of cards) expect(await auditCount(card.id, 'investment.charged')).toBe(1)
    await expectLedgerAgrees(payload, stripe, project.id)
  })

  it('owes again a card refund that fails after succeeding, shows it, and settles it by a new attempt or a transfer', async () => {
    const project = await aRaise()
    const card = await aCardPledge(project.alias, 10_000, testCards.refundFails)
    await settleRaises(payload, { projects: [project.id], now: during })
    await eventually(card.id, (now) => now.paymentState === 'paid')
    await failRaise(project.id)

    // The refund is accepted, then the card's bank sends it back: `refund.updated`, failed.
    await settleRaises(payload, { projects: [project.id], now: after })
    const failed = await eventually(
      card.id,
      (now) => now.paymentState === 'refund_due' && !!now.refund?.failedAt,
    )
    expect(failed.status).toBe('cancelled')
    expect(failed.refund).toMatchObject({
      amount: null,
      failure: 'expired_or_canceled_card',
      attempts: 1,
    })
    expect(failed.refund?.reference).toMatch(/^re_/)
    expect(await auditCount(card.id, 'investment.refunded')).toBe(1)
    expect(await auditCount(card.id, 'investment.refund-failed')).toBe(1)
    await expectLedgerAgrees(payload, stripe, project.id)

    // The investor's list says so (both languages have the words), and so does staff's tab.
    const investor = (await payload.findByID({
      collection: 'investors',
      id: card.investor.id,
      depth: 0,
    })) as PublicInvestor
    const mine = await listOwnInvestments(payload, investor, { page: 1, limit: 10, locale: 'en' })
    const row = mine.investments.find((each) => each.id === card.id)!
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentState: 'refund_due',
      refundFailed: true,
    })
    expect(investmentRowNote(row)?.paymentState).toBe('refund_failed')
    const staffUser = {
      ...(await payload.findByID({ collection: 'users', id: staff.id, depth: 0 })),
      collection: 'users',
    } as User
    const tab = await listProjectTransfers(payload, { projectId: project.id, user: staffUser })
    expect(tab.cardRefundsFailed).toEqual([
      expect.objectContaining({
        investmentId: card.id,
        amount: 10_250_00,
        refundFailure: 'expired_or_canceled_card',
      }),
    ])

    // It waits for staff: later rounds send nothing by themselves.
    await settleRaises(payload, { projects: [project.id], now: new Date(+after + minutes(60)) })
    const chargeId = failed.charge!.chargeId!
    expect((await stripe.refunds.list({ payment_intent: chargeId })).data).toHaveLength(1)

    // Staff ask the provider again: a second attempt, under its own key, fails the same way.
    const retry = (caller: Caller) =>
      retryRoute.POST(
        new NextRequest(`http://localhost/api/staff/investments/${card.id}/refund-retry`, {
          method: 'POST',
          headers: {
            ...caller.headers,
            [clientIpHeader]: anIp(),
            'content-type': 'application/json',
            'accept-language': 'en',
          },
          body: '{}',
        }),
        { params: Promise.resolve({ id: String(card.id) }) },
      )
    expect((await retry(await staffCaller(payload, 'editor'))).status).toBe(403)
    expect((await retry(staff)).status).toBe(200)
    // Asked twice, the second finds nothing failed to retry.
    expect((await retry(staff)).status).toBe(409)
    expect(await auditCount(card.id, 'investment.refund-retry')).toBe(1)
    await settleRaises(payload, { projects: [project.id], now: new Date(+after + minutes(120)) })
    const again = await eventually(
      card.id,
      (now) => !!now.refund?.failedAt && now.refund.reference !== failed.refund?.reference,
    )
    expect(again).toMatchObject({ paymentState: 'refund_due', refund: { attempts: 2 } })
    const refunds = (await stripe.refunds.list({ payment_intent: chargeId })).data
    expect(refunds.map((refund) => refund.metadata?.refundAttempt).sort()).toEqual(['1', '2'])
    await expectLedgerAgrees(payload, stripe, project.id)

    // Then by bank transfer: refunded, and the raise is not reduced a second time.
    const refunded = await recordRefund(payload, {
      investmentId: card.id,
      staff,
      input: { amount: '10250', refundedOn: '2031-06-03', reference: 'BANK-5126' },
      now: new Date('2031-06-03T12:00:00Z'),
    })
    expect(refunded).toMatchObject({ status: 'refunded', paymentState: 'refunded' })
    await receive(payload, card.investor.email, (m) => m.subject.startsWith('Your refund'))
    await expectLedgerAgrees(payload, stripe, project.id)
  })

  it('fails a pledge whose charge the provider refuses for good, instead of asking again forever', async () => {
    const project = await aRaise()
    const card = await aCardPledge(project.alias, 10_000)
    // The card is no longer on the customer: Stripe answers 400 to every charge of it.
    await stripe.paymentMethods.detach((await investmentNow(card.id)).card!.paymentMethodId!)

    const first = await settleRaises(payload, { projects: [project.id], now: during })
    expect(first.charged).toEqual([{ investmentId: card.id, outcome: 'refused' }])
    const ended = await investmentNow(card.id)
    expect(ended).toMatchObject({ status: 'failed', charge: { attempts: 1 } })
    expect(await auditCount(card.id, 'investment.failed')).toBe(1)
    await receive(payload, card.investor.email, (m) => m.subject.includes('was cancelled'))
    await settleRaises(payload, { projects: [project.id], now: new Date(+during + minutes(11)) })
    expect(await investmentNow(card.id)).toMatchObject({
      status: 'failed',
      charge: { attempts: 1 },
    })
    await expectLedgerAgrees(payload, stripe, project.id)

    // Over the provider's maximum is refused for good too; a provider not reached is not.
    const gateway = cardGatewayForNewCards()
    const overLimit = await gateway
      .chargeSavedCard({
        customerId: 'cus_any',
        paymentMethodId: 'pm_any',
        amountMinor: 100_000_000,
        currency: 'ILS',
        investmentId: card.id,
        description: 'over the maximum',
        idempotencyKey: `over-${randomUUID()}`,
      })
      .catch((error: unknown) => error)
    expect(overLimit).toBeInstanceOf(CardGatewayError)
    expect(overLimit).toMatchObject({ providerCode: 'amount_too_large', refused: true })
    const unreachable = await stripeCardGateway({
      secretKey: standInKeys.secretKey,
      webhookSecret: standInKeys.webhookSecret,
      apiBase: 'http://127.0.0.1:9',
    })
      .readCharge('pi_any')
      .catch((error: unknown) => error)
    expect(unreachable).toMatchObject({ name: 'CardGatewayError', refused: false })
  })

  it('calls the card provider with no transaction open, from the card page to the refund', async () => {
    const real = cardGatewayForNewCards()
    const calls: string[] = []
    const underTransaction: string[] = []
    /** Every call first looks whether any connection of ours sits inside a transaction. */
    const watched =
      <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        calls.push(name)
        const open = await sqlDatabase(payload).execute(sql`
          select count(*) as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
             and state like 'idle in transaction%'`)
        if (Number((open.rows[0] as { n: string }).n) > 0) underTransaction.push(name)
        return call(...args)
      }
    const spy: CardGateway = {
      ...real,
      readSetupResult: watched('readSetupResult', real.readSetupResult),
      detachCard: watched('detachCard', real.detachCard),
      chargeSavedCard: watched('chargeSavedCard', real.chargeSavedCard),
      readCharge: watched('readCharge', real.readCharge),
      refundCharge: watched('refundCharge', real.refundCharge),
      readRefund: watched('readRefund', (id: string) => real.readRefund(id)),
    }

    const project = await aRaise()
    await stripeStandIn.setWebhookUrl(intStripe.url, null)
    try {
      const paid = await aCardPledge(project.alias, 6_000, testCards.visa, spy)
      const declined = await aCardPledge(
        project.alias,
        5_000,
        testCards.declinedAfterAttaching,
        spy,
      )
      const diners = await aCardPledge(project.alias, 1_000, testCards.diners14, spy)
      // The card pages' results were read from the provider before any transaction opened.
      expect(underTransaction).toEqual([])
      expect(await investmentNow(diners.id)).toMatchObject({ paymentState: 'card_refused' })
      const dinersCard = (await investmentNow(diners.id)).card!.paymentMethodId!
      expect((await stripe.paymentMethods.retrieve(dinersCard)).customer).toBeNull()

      await settleRaises(payload, { projects: [project.id], now: during, gateway: spy })
      await settleRaises(payload, {
        projects: [project.id],
        now: new Date(+during + minutes(6)),
        gateway: spy,
      })
      expect(await investmentNow(paid.id)).toMatchObject({ paymentState: 'paid' })
      expect(await investmentNow(declined.id)).toMatchObject({ paymentState: 'charge_declined' })

      await failRaise(project.id)
      await settleRaises(payload, { projects: [project.id], now: after, gateway: spy })
      expect(await investmentNow(paid.id)).toMatchObject({ paymentState: 'refunded' })
      // Its retry window over by then, the declined pledge failed; its card leaves the provider.
      const released = await investmentNow(declined.id)
      expect(released).toMatchObject({ status: 'failed', paymentState: 'charge_declined' })
      expect(released.card?.detachedAt).toBeTruthy()
      expect(
        (await stripe.paymentMethods.retrieve(released.card!.paymentMethodId!)).customer,
      ).toBeNull()
    } finally {
      await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
    }
    expect(new Set(calls)).toEqual(
      new Set(['readSetupResult', 'detachCard', 'chargeSavedCard', 'readCharge', 'refundCharge']),
    )
    expect(underTransaction).toEqual([])
    await expectLedgerAgrees(payload, stripe, project.id)
  })
})
