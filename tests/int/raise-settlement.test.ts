import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as transferRoute from '@/app/(payload)/api/staff/investments/[id]/transfer-received/route'
import type { Investment } from '@/payload-types'
import { clientIpHeader } from '@/server/http/request-context'
import { sqlDatabase } from '@/server/db/sql-database'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { cardGatewayForNewCards } from '@/server/investments/card-payments/configured-card-gateway'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'
import { advanceRaiseStatuses } from '@/server/investments/raise/advance-raise-statuses'
import { recordRefund } from '@/server/investments/raise/record-refund'
import { recordTransferReceived } from '@/server/investments/raise/record-transfer-received'
import { settleRaises } from '@/server/investments/raise/settle-raises'

import { receive } from '../support/accounts'
import { saveCardOnPage, receiveStandInWebhooks, standInStripe } from '../support/card-webhooks'
import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'
import { anIp, staffCaller, type Caller, type StaffCaller } from '../support/rest'
import { stripeStandIn } from '@/dev/stripe-stand-in'
import { testCards } from '@/dev/stripe-test-cards'
import { expectLedgerAgrees } from '../support/ledger-invariants'
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
const hours = (n: number) => n * 3_600_000
const metadataOf = (event: { data: { object: Record<string, unknown> } }) =>
  (event.data.object.metadata ?? {}) as Record<string, string>

describe('the raise from start to close', () => {
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

  async function raised(projectId: number) {
    const totals = await sqlDatabase(payload).execute(
      sql`select raised, investor_count from raise_totals where project_id = ${projectId}`,
    )
    return Number((totals.rows[0] as { raised: string } | undefined)?.raised ?? 0)
  }

  async function auditCount(investmentId: number, action: string) {
    const { totalDocs } = await payload.count({
      collection: 'audit-log',
      where: { and: [{ investment: { equals: investmentId } }, { action: { equals: action } }] },
    })
    return totalDocs
  }

  /** A raise from 1 May to 31 May 2031 in Israel, minimum 10,000, maximum 50,000 shekels. */
  const aRaise = (fields: Record<string, unknown> = {}) =>
    aRaisingProject(payload, {
      minimumRaise: 10_000_00,
      maximumRaise: 50_000_00,
      unitPrice: 1_00,
      startDate: '2031-05-01T10:00:00.000Z',
      endDate: '2031-05-31T10:00:00.000Z',
      ...fields,
    })

  async function anInvestor() {
    const [investor] = await readyInvestors(payload, 1, {
      investorType: 'qualified',
      typeVerified: true,
    })
    return investor!
  }

  /** A card pledge whose card was saved on the stand-in's card page (its event applied). */
  async function aCardPledge(alias: string, shekels: number, cardNumber: string = testCards.visa) {
    const investor = await anInvestor()
    const { investment } = await createInvestment(payload, {
      investor,
      request: { ...aBankTransfer(alias, String(shekels)), method: 'card' },
      idempotencyKey: aSubmissionKey(),
      client,
    })
    const { checkoutUrl } = await startCardSetup(payload, {
      investmentId: investment.id,
      locale: 'en',
    })
    expect((await saveCardOnPage(checkoutUrl, cardNumber)).status).toBe(303)
    await eventually(investment.id, (now) => now.paymentState === 'card_saved')
    return { investor, id: investment.id }
  }

  async function aTransferPledge(alias: string, shekels: number) {
    const investor = await anInvestor()
    const { investment } = await createInvestment(payload, {
      investor,
      request: aBankTransfer(alias, String(shekels)),
      idempotencyKey: aSubmissionKey(),
      client,
    })
    return { investor, id: investment.id }
  }

  /** The stand-in's PaymentIntents for an investment: each one a charge attempt. */
  async function chargesOf(investmentId: number) {
    const { data } = await stripe.paymentIntents.list({ limit: 100 })
    return data.filter((intent) => intent.metadata?.investmentId === String(investmentId))
  }

  it('charges each card once at the minimum, whatever runs overlap and however events repeat, then approves at the close', async () => {
    const project = await aRaise()
    const cards = [await aCardPledge(project.alias, 4_000), await aCardPledge(project.alias, 4_000)]
    const during = new Date('2031-05-10T10:00:00Z')
    // Below the minimum (8,000 of 10,000) no card is charged.
    await settleRaises(payload, { projects: [project.id], now: during })
    for (const card of cards) expect(await chargesOf(card.id)).toHaveLength(0)

    // A pledge by transfer brings it to the minimum: two runs at once charge each card once.
    const transfer = await aTransferPledge(project.alias, 2_000)
    await Promise.all([
      settleRaises(payload, { projects: [project.id], now: during }),
      settleRaises(payload, { projects: [project.id], now: during }),
    ])
    for (const card of cards) {
      const paid = await eventually(card.id, (now) => now.paymentState === 'paid')
      expect(paid.status).toBe('active')
      expect(await chargesOf(card.id)).toHaveLength(1)
    }
    expect(await raised(project.id)).toBe(10_000_00)

    // Every event the stand-in sent for these charges, delivered twice more, shuffled.
    const events = (await stripeStandIn.events(intStripe.url)).filter((event) =>
      cards.some((card) => metadataOf(event).investmentId === String(card.id)),
    )
    const again = [...events, ...events].sort(() => Math.random() - 0.5)
    for (const event of again) expect(await stripeStandIn.resend(intStripe.url, event.id)).toBe(200)
    await settleRaises(payload, { projects: [project.id], now: during })
    for (const card of cards) {
      const charges = await chargesOf(card.id)
      expect(charges).toHaveLength(1)
      // The pledge with its clearing fee (2.5% of 4,000), in agorot.
      expect(charges[0]!.amount).toBe(4_100_00)
      expect(await auditCount(card.id, 'investment.charged')).toBe(1)
      expect((await investmentNow(card.id)).status).toBe('active')
    }
    const told = await receive(payload, cards[0]!.investor.email, (m) =>
      m.subject.startsWith('Your card was charged'),
    )
    expect(told.text).toContain('₪4,100')
    expect(told.text).toContain('₪4,000')

    // The close: the day after the last day, with the minimum.
    const after = new Date('2031-06-01T10:00:00Z')
    await settleRaises(payload, { projects: [project.id], now: after })
    expect((await investmentNow(cards[0]!.id)).status).toBe('approved')
    expect((await investmentNow(transfer.id)).status).toBe('pending')
    // The transfer arrives after the close: staff record it, and it is in force at once.
    const paid = await recordTransferReceived(payload, {
      investmentId: transfer.id,
      staff,
      input: { amount: '2000', receivedOn: '2031-06-02' },
      locale: 'en',
      now: new Date('2031-06-02T12:00:00Z'),
    })
    expect(paid).toMatchObject({ status: 'approved', paymentState: 'paid' })
    await receive(
      payload,
      transfer.investor.email,
      (m) => m.subject.startsWith('The raise of') && m.subject.includes('succeeded'),
    )
    await expectLedgerAgrees(payload, stripe, project.id)
  })

  it('charges no card twice when a run stops between the charge and its record', async () => {
    const project = await aRaise()
    const card = await aCardPledge(project.alias, 10_000)
    const gateway = cardGatewayForNewCards()
    // The provider charges, then the process dies before writing anything down; its event is
    // not delivered either.
    await stripeStandIn.setWebhookUrl(intStripe.url, null)
    const dying = {
      ...gateway,
      chargeSavedCard: async (charge: Parameters<typeof gateway.chargeSavedCard>[0]) => {
        await gateway.chargeSavedCard(charge)
        throw new Error('killed after the charge')
      },
    }
    const first = new Date('2031-05-10T10:00:00Z')
    await expect(
      settleRaises(payload, { projects: [project.id], now: first, gateway: dying }),
    ).rejects.toThrow('killed')
    expect(await investmentNow(card.id)).toMatchObject({ paymentState: 'charging' })

    await stripeStandIn.setWebhookUrl(intStripe.url, webhookUrl)
    // Within ten minutes the claim is left to the run that may still be at it.
    await settleRaises(payload, {
      projects: [project.id],
      now: new Date(first.getTime() + 5 * 60_000),
    })
    expect(await investmentNow(card.id)).toMatchObject({ charge: { chargeId: null } })
    await settleRaises(payload, {
      projects: [project.id],
      now: new Date(first.getTime() + 11 * 60_000),
    })
    const charges = await chargesOf(card.id)
    expect(charges).toHaveLength(1)
    expect(await investmentNow(card.id)).toMatchObject({ charge: { chargeId: charges[0]!.id } })
    // The lost event, delivered late, is what marks it paid.
    const succeeded = (await stripeStandIn.events(intStripe.url)).find(
      (event) =>
        event.type === 'payment_intent.succeeded' && event.data.object.id === charges[0]!.id,
    )!
    await stripeStandIn.resend(intStripe.url, succeeded.id)
    await eventually(card.id, (now) => now.paymentState === 'paid')
  })

  it('asks the investor to confirm a charge their bank holds, and takes it once they do', async () => {
    const project = await aRaise()
    const card = await aCardPledge(project.alias, 10_000, testCards.authenticationRequired)
    await settleRaises(payload, { projects: [project.id], now: new Date('2031-05-10T10:00:00Z') })
    const waiting = await eventually(card.id, (now) => now.paymentState === 'action_required')
    expect(waiting.charge?.retryUntil).toBe('2031-05-13T10:00:00.000Z')
    const mail = await receive(payload, card.investor.email, (m) =>
      m.subject.startsWith('Please confirm your payment'),
    )
    expect(mail.text).toContain(`/invest/confirm/${card.id}`)

    const { url } = await cardGatewayForNewCards().startChargeConfirmation({
      chargeId: waiting.charge!.chargeId!,
      returnUrl: 'http://localhost:3000/invest/x?charge=returned',
    })
    const page = await fetch(url)
    const html = await page.text()
    const complete = new URL(html.match(/<form method="post" action="([^"]+)"/)![1]!, url)
    await fetch(complete, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'complete' }),
      redirect: 'manual',
    })
    await eventually(card.id, (now) => now.paymentState === 'paid')
  })

  it('retries a declined card daily within its window, then fails the pledge out of the raise', async () => {
    const project = await aRaise()
    const declined = await aCardPledge(project.alias, 6_000, testCards.declinedAfterAttaching)
    const recovers = await aCardPledge(project.alias, 6_000, testCards.declinedAfterAttaching)
    const day = (n: number) => new Date(Date.parse('2031-05-10T10:00:00Z') + n * hours(24))
    await settleRaises(payload, { projects: [project.id], now: day(0) })
    await eventually(declined.id, (now) => now.paymentState === 'charge_declined')
    await eventually(recovers.id, (now) => now.paymentState === 'charge_declined')
    await receive(payload, declined.investor.email, (m) => m.subject.includes('was declined'))

    // Not again the same day; the next day, once more (the second card works now).
    await settleRaises(payload, {
      projects: [project.id],
      now: new Date(day(0).getTime() + hours(23)),
    })
    expect(await chargesOf(declined.id)).toHaveLength(1)
    const recovering = await investmentNow(recovers.id)
    await stripeStandIn.setNextCharge(intStripe.url, recovering.card!.paymentMethodId!, 'succeed')
    await settleRaises(payload, { projects: [project.id], now: day(1) })
    await eventually(recovers.id, (now) => now.paymentState === 'paid')
    expect(await chargesOf(declined.id)).toHaveLength(2)

    // Three days after the first decline the window is over.
    await settleRaises(payload, { projects: [project.id], now: day(3) })
    const failed = await investmentNow(declined.id)
    expect(failed).toMatchObject({ status: 'failed' })
    // The failed pledge's card is removed at the provider (after the commit that failed it).
    expect(failed.card?.detachedAt).toBeTruthy()
    expect(
      (await stripe.paymentMethods.retrieve(failed.card!.paymentMethodId!)).customer,
    ).toBeNull()
    expect(await raised(project.id)).toBe(6_000_00)
    await receive(payload, declined.investor.email, (m) => m.subject.includes('was cancelled'))
    await expectLedgerAgrees(payload, stripe, project.id)
  })

  it('releases every card of a raise that failed, cancels unpaid transfers and owes back the paid', async () => {
    const project = await aRaise()
    const card = await aCardPledge(project.alias, 3_000)
    const unpaid = await aTransferPledge(project.alias, 2_000)
    const paidTransfer = await aTransferPledge(project.alias, 1_000)
    await recordTransferReceived(payload, {
      investmentId: paidTransfer.id,
      staff,
      input: { amount: '1000', receivedOn: '2031-05-12' },
      locale: 'en',
      now: new Date('2031-05-12T12:00:00Z'),
    })
    const savedCard = (await investmentNow(card.id)).card!.paymentMethodId!

    await settleRaises(payload, { projects: [project.id], now: new Date('2031-06-01T10:00:00Z') })
    expect(await investmentNow(card.id)).toMatchObject({
      status: 'cancelled',
      paymentState: 'card_released',
    })
    expect((await stripe.paymentMethods.retrieve(savedCard)).customer).toBeNull()
    expect(await chargesOf(card.id)).toHaveLength(0)
    expect(await investmentNow(unpaid.id)).toMatchObject({ status: 'cancelled' })
    expect(await investmentNow(paidTransfer.id)).toMatchObject({
      status: 'active',
      paymentState: 'refund_due',
    })
    await receive(payload, card.investor.email, (m) =>
      m.text.includes('released without any charge'),
    )
    await receive(payload, paidTransfer.investor.email, (m) => m.text.includes('will be refunded'))

    const refunded = await recordRefund(payload, {
      investmentId: paidTransfer.id,
      staff,
      input: { amount: '1000', refundedOn: '2031-06-03', reference: 'BANK-774411' },
      now: new Date('2031-06-03T12:00:00Z'),
    })
    expect(refunded).toMatchObject({ status: 'refunded', paymentState: 'refunded' })
    expect(await raised(project.id)).toBe(0)
    await receive(payload, paidTransfer.investor.email, (m) => m.subject.startsWith('Your refund'))
    await expectLedgerAgrees(payload, stripe, project.id)
  })

  it('cancels transfers not received within the grace period after a successful close', async () => {
    const project = await aRaise()
    const card = await aCardPledge(project.alias, 10_000)
    const late = await aTransferPledge(project.alias, 1_000)
    await settleRaises(payload, { projects: [project.id], now: new Date('2031-05-20T10:00:00Z') })
    await eventually(card.id, (now) => now.paymentState === 'paid')
    const close = new Date('2031-06-01T10:00:00Z')
    await advanceRaiseStatuses(payload, { now: close, projects: [project.id] })
    await settleRaises(payload, {
      projects: [project.id],
      now: new Date(close.getTime() + 7 * hours(24) - 60_000),
    })
    expect(await investmentNow(late.id)).toMatchObject({ status: 'pending' })
    await settleRaises(payload, {
      projects: [project.id],
      now: new Date(close.getTime() + 7 * hours(24)),
    })
    expect(await investmentNow(late.id)).toMatchObject({ status: 'cancelled' })
    const mail = await receive(payload, late.investor.email, (m) => m.subject.includes('cancelled'))
    expect(mail.text).toContain('08/06/2031')
    expect(await raised(project.id)).toBe(10_000_00)
  })

  it('takes a transfer from compliance at its own amount only, and from no editor', async () => {
    const project = await aRaise()
    const transfer = await aTransferPledge(project.alias, 2_000)
    const record = (caller: Caller, body: unknown) =>
      transferRoute.POST(
        new NextRequest(`http://localhost/api/staff/investments/${transfer.id}/transfer-received`, {
          method: 'POST',
          headers: {
            ...caller.headers,
            [clientIpHeader]: anIp(),
            'content-type': 'application/json',
            'accept-language': 'en',
          },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: String(transfer.id) }) },
      )
    const editor = await staffCaller(payload, 'editor')
    expect((await record(editor, { amount: '2000', receivedOn: '2026-11-01' })).status).toBe(403)
    const short = await record(staff, { amount: '1999.99', receivedOn: '2026-11-01' })
    expect(short.status).toBe(409)
    const refusal = (await short.json()).error
    expect(refusal.code).toBe('TRANSFER_AMOUNT_MISMATCH')
    expect(refusal.message).toContain('₪2,000')
    const future = await record(staff, { amount: '2000', receivedOn: '2999-01-01' })
    expect((await future.json()).error.fields.receivedOn.key).toBe('dateInFuture')
    expect(await investmentNow(transfer.id)).toMatchObject({ paymentState: 'awaiting_transfer' })
    const taken = await record(staff, { amount: '2,000', receivedOn: '2026-11-01' })
    expect(taken.status).toBe(200)
    expect(await taken.json()).toMatchObject({ status: 'active', paymentState: 'paid' })
    expect(await auditCount(transfer.id, 'investment.transfer-received')).toBe(1)
    expect((await record(staff, { amount: '2000', receivedOn: '2026-11-01' })).status).toBe(409)
  })

  it('removes the other cards when the provider does not take one now, and that one next round', async () => {
    const project = await aRaise()
    const stuck = await aCardPledge(project.alias, 1_000)
    const other = await aCardPledge(project.alias, 1_000)
    const gateway = cardGatewayForNewCards()
    const stuckCard = (await investmentNow(stuck.id)).card!.paymentMethodId!
    const flaky = {
      ...gateway,
      detachCard: async (paymentMethodId: string) => {
        if (paymentMethodId === stuckCard) throw new Error('the card provider did not answer')
        return gateway.detachCard(paymentMethodId)
      },
    }
    const after = new Date('2031-06-01T10:00:00Z')
    // Both pledges end; the cards leave the provider after the commit, and the one it did not
    // take now stays on file, marked not removed, until the next round removes it.
    await settleRaises(payload, { projects: [project.id], now: after, gateway: flaky })
    expect((await investmentNow(other.id)).card?.detachedAt).toBeTruthy()
    const waiting = await investmentNow(stuck.id)
    expect(waiting).toMatchObject({ paymentState: 'card_released' })
    expect(waiting.card?.detachedAt).toBeFalsy()
    expect((await stripe.paymentMethods.retrieve(stuckCard)).customer).not.toBeNull()
    await settleRaises(payload, { projects: [project.id], now: after, gateway })
    expect((await investmentNow(stuck.id)).card?.detachedAt).toBeTruthy()
    expect((await stripe.paymentMethods.retrieve(stuckCard)).customer).toBeNull()
    await expectLedgerAgrees(payload, stripe, project.id)
  })
})
