import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'
import { sqlDatabase } from '@/server/db/sql-database'
import { changeInvestment } from '@/server/investments/invest/change-investment'
import type { CardGateway } from '@/server/investments/card-payments/card-gateway'
import { cardGatewayNamed } from '@/server/investments/card-payments/configured-card-gateway'
import { haltRaise } from '@/server/investments/raise/halt-raise'
import { settleRaises } from '@/server/investments/raise/settle-raises'
import { listProjectTransfers } from '@/server/investments/transfers/list-project-transfers'

import { receive } from '../support/accounts'
import { cardcomUnderTest, stripeUnderTest } from '../support/card-providers'
import { receiveStandInWebhooks, standInStripe } from '../support/card-webhooks'
import { runCardcomForFile } from '../support/cardcom-webhooks'
import { changeEnv } from '../support/env'
import { expectLedgerAgrees } from '../support/ledger-invariants'
import { testPayload } from '../support/payload'
import { cardPledgeAt } from '../support/provider-pledges'
import { pledgeFixtures } from '../support/pledges'
import { staffCaller, type StaffCaller } from '../support/rest'

// Outside Next there is no page cache to expire, and the e-mail goes when a test receives it.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))

// Both providers are configured throughout (each test's other provider runs its card steps in
// every round too): a step that took another provider's pledge would charge or fail it there.
const stripeWebhookUrl = receiveStandInWebhooks()
const cardcom = runCardcomForFile()
const providers = [stripeUnderTest(stripeWebhookUrl), cardcomUnderTest(cardcom)]

const during = new Date('2031-05-10T10:00:00Z')
const minutes = (n: number) => n * 60_000
const later = (from: Date, ms: number) => new Date(from.getTime() + ms)
const days = (n: number) => n * 24 * 60 * 60_000

/**
 * Issue 38: the settlement of card pledges, the same for each provider, through the real
 * operations (the investment, the provider's card page filled in over HTTP, its event or callback
 * through the app's route, the settle rounds) against the database and the provider's stand-in.
 */
describe.each(providers)('card settlement through $name', (provider) => {
  let payload: Payload
  let staff: StaffCaller
  let fixtures: ReturnType<typeof pledgeFixtures>
  let restoreEnv = () => {}

  beforeAll(async () => {
    payload = await testPayload()
    staff = await staffCaller(payload, 'compliance')
    fixtures = pledgeFixtures(payload)
    restoreEnv = changeEnv({ CARD_PROVIDER: provider.name })
  })
  afterAll(() => restoreEnv())

  const investmentNow = (id: number) => fixtures.investmentNow(id)
  const aCardPledge = (alias: string, shekels: number, cardNumber = provider.cards.charged) =>
    cardPledgeAt(payload, provider, alias, shekels, cardNumber)
  const settle = (projectId: number, now: Date, gateway?: CardGateway) =>
    settleRaises(payload, { projects: [projectId], now, gateway })
  const ledgerAgrees = (projectId: number) =>
    expectLedgerAgrees(payload, standInStripe, projectId, cardcom.url)
  const chargesOf = async (id: number) => provider.chargesOf(await investmentNow(id))
  const refundsOf = async (id: number) => provider.refundsOf(await investmentNow(id))

  async function auditCount(investmentId: number, action: string) {
    const { totalDocs } = await payload.count({
      collection: 'audit-log',
      where: { and: [{ investment: { equals: investmentId } }, { action: { equals: action } }] },
    })
    return totalDocs
  }

  async function raised(projectId: number) {
    const totals = await sqlDatabase(payload).execute(
      sql`select raised from raise_totals where project_id = ${projectId}`,
    )
    return Number((totals.rows[0] as { raised: string } | undefined)?.raised ?? 0)
  }

  it('saves a card on its page, then charges it once at the minimum, however rounds overlap and events repeat', async () => {
    const project = await fixtures.aRaise()
    const card = await aCardPledge(project.alias, 6_000)
    const saved = await investmentNow(card.id)
    expect(saved.card).toMatchObject({ provider: provider.name, brand: 'visa' })
    expect(await auditCount(card.id, 'investment.card-saved')).toBe(1)

    // Below the minimum (6,000 of 10,000) nothing is charged.
    await settle(project.id, during)
    expect(await chargesOf(card.id)).toEqual([])
    await ledgerAgrees(project.id)

    // A transfer brings the raise to its minimum: two rounds at once, then another.
    await fixtures.aTransferPledge(project.alias, 4_000)
    await Promise.all([settle(project.id, during), settle(project.id, during)])
    const paid = await fixtures.eventually(card.id, (now) => now.paymentState === 'paid')
    expect(paid.status).toBe('active')
    await ledgerAgrees(project.id)

    // Every event or callback the provider sent about the pledge, delivered again: each is
    // acknowledged, and nothing changes.
    const replayed = await provider.replayEventsOf(paid)
    expect(replayed.length).toBeGreaterThan(0)
    expect(replayed.every((status) => status === 200)).toBe(true)
    await settle(project.id, later(during, minutes(11)))
    // The pledge with its clearing fee (2.5% of 6,000), in agorot, charged once.
    expect(await chargesOf(card.id)).toEqual([
      { id: paid.charge!.chargeId, succeeded: true, amountMinor: 6_150_00 },
    ])
    expect(await auditCount(card.id, 'investment.charged')).toBe(1)
    expect(await investmentNow(card.id)).toMatchObject({ status: 'active', paymentState: 'paid' })
    expect(await raised(project.id)).toBe(10_000_00)
    await ledgerAgrees(project.id)
  })

  it('charges nothing more after a run died between the charge and its record, and records the one charge', async () => {
    const project = await fixtures.aRaise()
    const card = await aCardPledge(project.alias, 10_000)
    const gateway = cardGatewayNamed(provider.name)
    const dying: CardGateway = {
      ...gateway,
      chargeSavedCard: async (charge) => {
        await gateway.chargeSavedCard(charge)
        throw new Error('killed after the charge')
      },
    }
    // The provider charges, then the process dies before writing anything down (and Stripe's
    // event about it goes nowhere).
    await provider.withoutPaymentEvents(() =>
      expect(settle(project.id, during, dying)).rejects.toThrow('killed'),
    )
    expect(await investmentNow(card.id)).toMatchObject({
      paymentState: 'charging',
      charge: { chargeId: null },
    })
    expect(await chargesOf(card.id)).toHaveLength(1)

    // Within ten minutes the claim is left to the run that may still be at it.
    await settle(project.id, later(during, minutes(5)))
    expect(await investmentNow(card.id)).toMatchObject({ charge: { chargeId: null } })
    // Then the claim is taken up with the same key: the provider answers the charge it made (a
    // later round reads it back where its event was lost).
    await settle(project.id, later(during, minutes(11)))
    await settle(project.id, later(during, minutes(17)))
    const paid = await fixtures.eventually(card.id, (now) => now.paymentState === 'paid')
    const charges = await chargesOf(card.id)
    expect(charges).toEqual([
      { id: paid.charge!.chargeId, succeeded: true, amountMinor: 10_250_00 },
    ])
    expect(await auditCount(card.id, 'investment.charged')).toBe(1)
    await ledgerAgrees(project.id)
  })

  it('retries a card declined for want of funds daily within its window, then fails the pledge', async () => {
    const project = await fixtures.aRaise()
    const declined = await aCardPledge(project.alias, 6_000, provider.cards.insufficientFunds)
    const recovers = await aCardPledge(project.alias, 6_000, provider.cards.insufficientFunds)
    const day = (n: number) => later(during, days(n))
    await settle(project.id, day(0))
    for (const pledge of [declined, recovers]) {
      const now = await fixtures.eventually(pledge.id, (i) => i.paymentState === 'charge_declined')
      expect(now.charge).toMatchObject({
        declineCode: expect.stringContaining('insufficient_funds'),
        retryUntil: day(3).toISOString(),
      })
    }
    await receive(payload, declined.investor.email, (m) => m.subject.includes('was declined'))
    await ledgerAgrees(project.id)

    // Not again the same day; the next day once more, when the second card has the funds.
    await settle(project.id, later(day(0), days(1) - minutes(60)))
    expect(await chargesOf(declined.id)).toHaveLength(1)
    await provider.letNextChargeSucceed(await investmentNow(recovers.id))
    await settle(project.id, day(1))
    await fixtures.eventually(recovers.id, (now) => now.paymentState === 'paid')
    expect((await chargesOf(recovers.id)).map((charge) => charge.succeeded).sort()).toEqual([
      false,
      true,
    ])
    await fixtures.eventually(
      declined.id,
      (now) => now.paymentState === 'charge_declined' && now.charge?.attempts === 2,
    )
    expect(await chargesOf(declined.id)).toEqual([
      expect.objectContaining({ succeeded: false }),
      expect.objectContaining({ succeeded: false }),
    ])

    // Three days after the first decline the window is over: out of the raise.
    await settle(project.id, day(3))
    expect(await investmentNow(declined.id)).toMatchObject({ status: 'failed' })
    expect(await chargesOf(declined.id)).toHaveLength(2)
    expect(await raised(project.id)).toBe(6_000_00)
    await receive(payload, declined.investor.email, (m) => m.subject.includes('was cancelled'))
    await ledgerAgrees(project.id)
  })

  it('refunds a pledge cancelled after its charge once, though a refund run died after the call and two more overlap', async () => {
    const project = await fixtures.aRaise()
    const stays = await aCardPledge(project.alias, 6_000)
    const leaves = await aCardPledge(project.alias, 6_000)
    await settle(project.id, during)
    for (const pledge of [stays, leaves])
      await fixtures.eventually(pledge.id, (now) => now.paymentState === 'paid')
    await changeInvestment(payload, {
      investor: { id: leaves.investor.id, accountKind: 'investor' },
      update: { investment: leaves.id, cancel: true },
      client: fixtures.client,
      now: during,
    })
    expect(await investmentNow(leaves.id)).toMatchObject({
      status: 'cancelled',
      paymentState: 'refund_due',
    })

    const gateway = cardGatewayNamed(provider.name)
    const dying: CardGateway = {
      ...gateway,
      refundCharge: async (refund) => {
        await gateway.refundCharge(refund)
        throw new Error('killed after the refund')
      },
    }
    // The provider refunds, then the process dies before writing anything down (and Stripe's
    // event about it goes nowhere).
    const cancelled = later(during, minutes(1))
    await provider.withoutPaymentEvents(() =>
      expect(settle(project.id, cancelled, dying)).rejects.toThrow('killed'),
    )
    expect(await refundsOf(leaves.id)).toHaveLength(1)
    expect(await investmentNow(leaves.id)).toMatchObject({
      paymentState: 'refund_due',
      refund: { reference: null },
    })

    // Left to the run that may still be at it for ten minutes; then asked again with the key.
    await settle(project.id, later(cancelled, minutes(5)))
    expect(await investmentNow(leaves.id)).toMatchObject({ paymentState: 'refund_due' })
    await Promise.all([
      settle(project.id, later(cancelled, minutes(11))),
      settle(project.id, later(cancelled, minutes(11))),
    ])
    await fixtures.eventually(leaves.id, (now) => now.paymentState === 'refunded')
    await settle(project.id, later(cancelled, minutes(30)))
    expect(await refundsOf(leaves.id)).toEqual([{ id: expect.any(String), amountMinor: 6_150_00 }])
    expect(await auditCount(leaves.id, 'investment.refunded')).toBe(1)
    expect(await investmentNow(stays.id)).toMatchObject({ status: 'active', paymentState: 'paid' })
    await ledgerAgrees(project.id)
  })

  it('owes back, for staff, a refund the card company refuses after the raise was halted', async () => {
    const project = await fixtures.aRaise()
    const card = await aCardPledge(project.alias, 10_000, provider.cards.refundRefused)
    await settle(project.id, during)
    await fixtures.eventually(card.id, (now) => now.paymentState === 'paid')
    const halted = later(during, days(1))
    await haltRaise(payload, {
      projectId: project.id,
      staff,
      input: {
        category: 'companyWithdrew',
        reason: 'The company withdrew its offer.',
        confirm: true,
      },
      now: halted,
    })

    await settle(project.id, halted)
    const failed = await fixtures.eventually(
      card.id,
      (now) => now.paymentState === 'refund_due' && !!now.refund?.failedAt,
    )
    expect(failed.refund?.failure).toBeTruthy()
    expect(await auditCount(card.id, 'investment.refund-failed')).toBe(1)
    // Staff's tab of the raise shows it, for a new attempt or a refund by bank transfer.
    const staffUser = {
      ...(await payload.findByID({ collection: 'users', id: staff.id, depth: 0 })),
      collection: 'users',
    } as User
    const tab = await listProjectTransfers(payload, { projectId: project.id, user: staffUser })
    expect(tab.cardRefundsFailed).toEqual([
      expect.objectContaining({
        investmentId: card.id,
        amount: 10_250_00,
        refundFailure: failed.refund!.failure,
      }),
    ])
    // The money is still held at the provider, as the ledger says.
    await ledgerAgrees(project.id)

    // It waits for staff: later rounds send nothing by themselves.
    const refundsBefore = await refundsOf(card.id)
    await settle(project.id, later(halted, minutes(60)))
    await settle(project.id, later(halted, days(1)))
    expect(await refundsOf(card.id)).toEqual(refundsBefore)
    expect(await investmentNow(card.id)).toMatchObject({
      paymentState: 'refund_due',
      refund: { failedAt: failed.refund!.failedAt },
    })
    expect(await auditCount(card.id, 'investment.refund-failed')).toBe(1)
    await ledgerAgrees(project.id)
  })
})
