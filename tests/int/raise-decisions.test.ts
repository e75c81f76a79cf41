import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as haltRoute from '@/app/(payload)/api/staff/projects/[id]/halt/route'
import * as statusRoute from '@/app/(payload)/api/staff/projects/[id]/status/route'
import type { ProjectStatus } from '@/domain/projects/project-status'
import type { Investment } from '@/payload-types'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { startCardSetup } from '@/server/investments/card-payments/start-card-setup'
import { recordTransferReceived } from '@/server/investments/raise/record-transfer-received'
import { settleRaises } from '@/server/investments/raise/settle-raises'

import { receive } from '../support/accounts'
import { saveCardOnPage, receiveStandInWebhooks } from '../support/card-webhooks'
import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'
import {
  anIp,
  anonymous,
  investorCaller,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'
import { testCards } from '@/dev/stripe-test-cards'

// Outside Next there is no page cache to expire, and the e-mail goes when a test receives it.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))

receiveStandInWebhooks()
const client = { ip: '127.0.0.1', userAgent: 'test', locale: 'en' as const }
const dayMs = 86_400_000
/** The raises below end on 31 May 2031; the schedule closes them the next day. */
const close = new Date('2031-06-01T10:00:00Z')
const afterClose = (days: number, ms = 0) => new Date(close.getTime() + days * dayMs + ms)
const during = new Date('2031-05-10T10:00:00Z')

describe('the raise’s decisions: staff halt it, and money decides in the end', () => {
  let payload: Payload
  let compliance: StaffCaller
  let admin: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    compliance = await staffCaller(payload, 'compliance')
    admin = await staffCaller(payload, 'admin')
  })

  const investmentNow = (id: number) =>
    payload.findByID({ collection: 'investments', id, depth: 0, overrideAccess: true })

  const eventually = (id: number, check: (investment: Investment) => boolean) =>
    vi.waitFor(
      async () => {
        const investment = await investmentNow(id)
        if (!check(investment)) throw new Error(`investment ${id} is ${investment.paymentState}`)
        return investment
      },
      { timeout: 10_000, interval: 50 },
    )

  async function statusOf(projectId: number): Promise<ProjectStatus> {
    const found = await sqlDatabase(payload).execute(
      sql`select status from projects where id = ${projectId}`,
    )
    return (found.rows[0] as { status: ProjectStatus }).status
  }

  async function statusChanges(projectId: number) {
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ project: { equals: projectId } }, { action: { equals: 'project.status-changed' } }],
      },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
    })
    return docs.map((entry) => ({
      actor: entry.actor ?? null,
      ...(entry.details as Record<string, unknown>),
    }))
  }

  /** A raise from 1 May to 31 May 2031, minimum 10,000, maximum 50,000 shekels. */
  const aRaise = (fields: Record<string, unknown> = {}) =>
    aRaisingProject(payload, {
      minimumRaise: 10_000_00,
      maximumRaise: 50_000_00,
      unitPrice: 1_00,
      startDate: '2031-05-01T10:00:00.000Z',
      endDate: '2031-05-31T10:00:00.000Z',
      ...fields,
    })

  async function anInvestor(locale: 'en' | 'he' = 'en') {
    const [investor] = await readyInvestors(payload, 1, {
      investorType: 'qualified',
      typeVerified: true,
    })
    if (locale !== 'en')
      await sqlDatabase(payload).execute(
        sql`update investors set locale = ${locale} where id = ${investor!.id}`,
      )
    return investor!
  }

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

  async function aTransferPledge(alias: string, shekels: number, locale: 'en' | 'he' = 'en') {
    const investor = await anInvestor(locale)
    const { investment } = await createInvestment(payload, {
      investor,
      request: aBankTransfer(alias, String(shekels)),
      idempotencyKey: aSubmissionKey(),
      client,
    })
    return { investor, id: investment.id }
  }

  const transferReceived = (id: number, shekels: number, day: string) =>
    recordTransferReceived(payload, {
      investmentId: id,
      staff: compliance,
      input: { amount: String(shekels), receivedOn: day },
      locale: 'en',
      now: new Date(`${day}T12:00:00Z`),
    })

  /** Staff record the securities issued (the status control's route). */
  function issueSecurities(caller: Caller, projectId: number) {
    return statusRoute.POST(
      new NextRequest(`http://localhost/api/staff/projects/${projectId}/status`, {
        method: 'POST',
        headers: {
          ...caller.headers,
          [clientIpHeader]: anIp(),
          'content-type': 'application/json',
          'accept-language': 'en',
        },
        body: JSON.stringify({ to: 'running' }),
      }),
      { params: Promise.resolve({ id: String(projectId) }) },
    )
  }

  function halt(caller: Caller, projectId: number, body: unknown, language = 'en') {
    return haltRoute.POST(
      new NextRequest(`http://localhost/api/staff/projects/${projectId}/halt`, {
        method: 'POST',
        headers: {
          ...caller.headers,
          [clientIpHeader]: anIp(),
          'content-type': 'application/json',
          'accept-language': language,
        },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id: String(projectId) }) },
    )
  }

  const aHalt = {
    category: 'regulatorOrder',
    reason: 'The Israel Securities Authority ordered the offer stopped (letter 12/2031).',
    confirm: true,
  }

  describe('staff halt a raise', () => {
    it('lets only administrators and compliance halt, never editors or investors', async () => {
      const project = await aRaise()
      const editor = await staffCaller(payload, 'editor')
      expect((await halt(editor, project.id, aHalt)).status).toBe(403)
      const investor = await investorCaller(payload, 'halt-outsider')
      expect((await halt(investor, project.id, aHalt)).status).toBe(403)
      expect((await halt(anonymous, project.id, aHalt)).status).toBe(401)
      expect(await statusOf(project.id)).toBe('raising')
      expect(await statusChanges(project.id)).toEqual([])

      const byAdmin = await halt(admin, project.id, { ...aHalt, category: 'companyWithdrew' })
      expect(byAdmin.status).toBe(200)
      expect(await byAdmin.json()).toEqual({ status: 'unsuccess_finished' })
    })

    it('asks a written reason and a confirmation, with errors in the member’s language', async () => {
      const project = await aRaise()
      const silent = await halt(compliance, project.id, { ...aHalt, reason: '   ' }, 'he')
      expect(silent.status).toBe(400)
      const silentError = (await silent.json()).error
      expect(silentError.fields.reason.key).toBe('haltReasonRequired')
      expect(silentError.fields.reason.message).toBe('יש לכתוב מדוע הגיוס מופסק (10 תווים לפחות)')

      const curt = await halt(compliance, project.id, { ...aHalt, reason: 'withdrew' })
      const curtError = (await curt.json()).error
      expect(curtError.fields.reason.message).toBe(
        'Write why the raise is halted (at least 10 characters)',
      )
      const long = await halt(compliance, project.id, { ...aHalt, reason: 'x'.repeat(1001) })
      expect((await long.json()).error.fields.reason.key).toBe('tooLong')
      const vague = await halt(compliance, project.id, { ...aHalt, category: 'whim' })
      expect((await vague.json()).error.fields.category.key).toBe('choiceInvalid')

      const { confirm: _confirm, ...unconfirmed } = aHalt
      const hasty = await halt(compliance, project.id, unconfirmed)
      expect(hasty.status).toBe(400)
      expect((await hasty.json()).error.fields.confirm.key).toBe('mustConfirm')
      const halfHearted = await halt(compliance, project.id, { ...aHalt, confirm: 'yes' })
      expect((await halfHearted.json()).error.fields.confirm.key).toBe('mustConfirm')

      expect(await statusOf(project.id)).toBe('raising')
      expect(await statusChanges(project.id)).toEqual([])
    })

    it('ends a raise under way as failed, audited and told, and the failure flow refunds', async () => {
      const project = await aRaise()
      const card = await aCardPledge(project.alias, 3_000)
      const unpaid = await aTransferPledge(project.alias, 2_000, 'he')
      const paid = await aTransferPledge(project.alias, 1_000)
      await transferReceived(paid.id, 1_000, '2031-05-12')

      const halted = await halt(compliance, project.id, aHalt)
      expect(halted.status).toBe(200)
      expect(await statusOf(project.id)).toBe('unsuccess_finished')
      const [entry, ...more] = await statusChanges(project.id)
      expect(more).toEqual([])
      expect(entry).toMatchObject({
        actor: compliance.id,
        from: 'raising',
        to: 'unsuccess_finished',
        by: 'staff',
        halted: true,
        category: 'regulatorOrder',
        reason: aHalt.reason,
        raisedMinor: 6_000_00,
      })
      // Each investor is told, in their language, with the reason's category (not staff's text).
      const english = await receive(payload, card.investor.email, (m) =>
        m.subject.includes('was stopped'),
      )
      expect(english.text).toContain('a regulator ordered it')
      expect(english.text).not.toContain('Securities Authority')
      const hebrew = await receive(payload, unpaid.investor.email, (m) =>
        m.subject.includes('הופסק'),
      )
      expect(hebrew.text).toContain('רגולטור הורה על כך')

      // Halting again, or once it failed, is refused.
      const again = await halt(compliance, project.id, aHalt)
      expect(again.status).toBe(409)
      expect((await again.json()).error.code).toBe('RAISE_NOT_HALTABLE')

      // The next round of the settling job (still in May: the halt, not the dates, ended it).
      await settleRaises(payload, { projects: [project.id], now: during })
      expect(await investmentNow(card.id)).toMatchObject({
        status: 'cancelled',
        paymentState: 'card_released',
      })
      expect(await investmentNow(unpaid.id)).toMatchObject({ status: 'cancelled' })
      expect(await investmentNow(paid.id)).toMatchObject({ paymentState: 'refund_due' })
    })

    it('halts a raise that succeeded until its securities are issued, and refunds what was paid', async () => {
      const project = await aRaise()
      const card = await aCardPledge(project.alias, 6_000)
      const transfer = await aTransferPledge(project.alias, 4_000)
      await transferReceived(transfer.id, 4_000, '2031-05-12')
      await settleRaises(payload, { projects: [project.id], now: during })
      await eventually(card.id, (now) => now.paymentState === 'paid')
      await settleRaises(payload, { projects: [project.id], now: close })
      expect(await statusOf(project.id)).toBe('success_finished')
      expect(await investmentNow(card.id)).toMatchObject({ status: 'approved' })
      expect(await investmentNow(transfer.id)).toMatchObject({ status: 'approved' })

      const halted = await halt(admin, project.id, { ...aHalt, category: 'companyWithdrew' })
      expect(halted.status).toBe(200)
      await settleRaises(payload, { projects: [project.id], now: afterClose(1) })
      // Approvals withdrawn, the money owed back: the card refunded through the provider.
      expect(await investmentNow(transfer.id)).toMatchObject({
        status: 'active',
        paymentState: 'refund_due',
      })
      await eventually(card.id, (now) => now.paymentState === 'refunded')
      expect(await investmentNow(card.id)).toMatchObject({ status: 'refunded' })

      // A raise whose securities were issued stands.
      const issued = await aRaise({ status: 'running' })
      const refused = await halt(admin, issued.id, aHalt)
      expect(refused.status).toBe(409)
      expect((await refused.json()).error.message).toContain('cannot be halted')
      expect(await statusOf(issued.id)).toBe('running')
    })
  })

  describe('all or nothing on money received', () => {
    it('fails a raise that succeeded on pledges once the grace is over with too little received, and refunds it', async () => {
      const project = await aRaise()
      const card = await aCardPledge(project.alias, 6_000)
      const neverSent = await aTransferPledge(project.alias, 4_000)
      await settleRaises(payload, { projects: [project.id], now: during })
      await eventually(card.id, (now) => now.paymentState === 'paid')
      await settleRaises(payload, { projects: [project.id], now: close })
      expect(await statusOf(project.id)).toBe('success_finished')

      // A minute before the transfer grace (7 days, longer than the card's 3) ends: it stands.
      await settleRaises(payload, { projects: [project.id], now: afterClose(7, -60_000) })
      expect(await statusOf(project.id)).toBe('success_finished')
      expect(await investmentNow(neverSent.id)).toMatchObject({ status: 'pending' })
      // Nor may staff issue the securities while the money is short of the minimum.
      const early = await issueSecurities(admin, project.id)
      expect(early.status).toBe(409)
      expect((await early.json()).error.code).toBe('MONEY_BELOW_MINIMUM')
      expect(await statusOf(project.id)).toBe('success_finished')

      // At its end: the transfer is cancelled, 6,000 of 10,000 was received, and the raise fails.
      await settleRaises(payload, { projects: [project.id], now: afterClose(7) })
      expect(await investmentNow(neverSent.id)).toMatchObject({ status: 'cancelled' })
      expect(await statusOf(project.id)).toBe('unsuccess_finished')
      expect((await statusChanges(project.id)).at(-1)).toMatchObject({
        actor: null,
        from: 'success_finished',
        to: 'unsuccess_finished',
        by: 'schedule',
        reason: 'receivedBelowMinimum',
        receivedMinor: 6_000_00,
        minimumMinor: 10_000_00,
      })
      // Everything received goes back: the approved card charge is refunded in full.
      await eventually(card.id, (now) => now.paymentState === 'refunded')
      await receive(payload, card.investor.email, (m) => m.subject.startsWith('Your refund'))
    })

    it('waits for a card retried past the transfer grace when its window is the longer one', async () => {
      const settings = await payload.findGlobal({ slug: 'payment-settings', depth: 0 })
      const windows = settings.settlement
      await payload.updateGlobal({
        slug: 'payment-settings',
        data: { settlement: { ...windows, transferGraceDays: 1, cardRetryDays: 5 } },
        depth: 0,
      })
      try {
        const project = await aRaise()
        const good = await aCardPledge(project.alias, 6_000)
        const declined = await aCardPledge(project.alias, 4_000, testCards.declinedAfterAttaching)
        const settleAt = async (now: Date) => {
          await settleRaises(payload, { projects: [project.id], now })
          // The charges' outcomes come by the provider's events.
          await eventually(declined.id, (it) => it.paymentState !== 'charging')
        }
        // Nothing charged during the raise: the first charges go at the close.
        await settleAt(close)
        expect(await statusOf(project.id)).toBe('success_finished')
        await eventually(good.id, (now) => now.paymentState === 'paid')
        const waiting = await eventually(
          declined.id,
          (now) => now.paymentState === 'charge_declined',
        )
        expect(waiting.charge?.retryUntil).toBe(afterClose(5).toISOString())

        // The transfer grace is over, the card's window is not: the raise waits.
        await settleAt(afterClose(2))
        await settleAt(afterClose(5, -60_000))
        expect(await statusOf(project.id)).toBe('success_finished')
        // The card's window ends: the pledge fails, and so does the raise (6,000 of 10,000).
        await settleRaises(payload, { projects: [project.id], now: afterClose(5) })
        expect(await investmentNow(declined.id)).toMatchObject({ status: 'failed' })
        expect(await statusOf(project.id)).toBe('unsuccess_finished')
      } finally {
        await payload.updateGlobal({
          slug: 'payment-settings',
          data: { settlement: windows },
          depth: 0,
        })
      }
    })

    it('lets a raise stand whose money reached the minimum, a transfer arriving within the grace', async () => {
      const project = await aRaise()
      const card = await aCardPledge(project.alias, 6_000)
      const late = await aTransferPledge(project.alias, 4_000)
      await settleRaises(payload, { projects: [project.id], now: during })
      await eventually(card.id, (now) => now.paymentState === 'paid')
      await settleRaises(payload, { projects: [project.id], now: close })
      await transferReceived(late.id, 4_000, '2031-06-05')
      await settleRaises(payload, { projects: [project.id], now: afterClose(30) })
      expect(await statusOf(project.id)).toBe('success_finished')
      expect(await investmentNow(card.id)).toMatchObject({ status: 'approved' })
      expect(await investmentNow(late.id)).toMatchObject({ status: 'approved' })
      // With the minimum received, the securities may be issued.
      expect((await issueSecurities(admin, project.id)).status).toBe(200)
      expect(await statusOf(project.id)).toBe('running')
    })
  })
})
