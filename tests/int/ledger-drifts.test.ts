import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as resolveRoute from '@/app/(payload)/api/staff/ledger-drifts/[id]/resolve/route'
import * as recountRoute from '@/app/(payload)/api/staff/projects/[id]/recount-totals/route'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'
import { readRaiseTotalsRow } from '@/server/investments/invest/raise-totals'
import { settleRaises } from '@/server/investments/raise/settle-raises'

import { receiveStandInWebhooks } from '../support/card-webhooks'
import { pledgeFixtures } from '../support/pledges'
import { testPayload } from '../support/payload'
import {
  anIp,
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

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
const during = new Date('2031-05-10T10:00:00Z')

/**
 * Issue 30: the settlement round's consistency check compares each raise's totals with its live
 * pledges and each paid card pledge with the provider's charge, records each drift once for staff
 * (audited), resolves it when it no longer holds, and lets an administrator recount the totals.
 */
describe('the ledger consistency check', () => {
  let payload: Payload
  let admin: StaffCaller
  let fixtures: ReturnType<typeof pledgeFixtures>

  beforeAll(async () => {
    payload = await testPayload()
    admin = await staffCaller(payload, 'admin')
    fixtures = pledgeFixtures(payload)
  })

  const db = () => sqlDatabase(payload)

  const driftsOf = async (projectId: number) =>
    (
      await payload.find({
        collection: 'ledger-drifts',
        where: { project: { equals: projectId } },
        sort: 'id',
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  const auditOf = async (projectId: number, action: string) =>
    (
      await payload.find({
        collection: 'audit-log',
        where: { and: [{ project: { equals: projectId } }, { action: { equals: action } }] },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  const post = (
    handler: typeof recountRoute.POST,
    path: string,
    id: number,
    caller: Caller,
    body: unknown = {},
  ) =>
    handler(
      new NextRequest(`http://localhost/api/staff/${path}`, {
        method: 'POST',
        headers: {
          ...caller.headers,
          [clientIpHeader]: anIp(),
          'accept-language': 'en',
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id: String(id) }) },
    )
  const recount = (projectId: number, caller: Caller) =>
    post(recountRoute.POST, `projects/${projectId}/recount-totals`, projectId, caller)
  const resolve = (driftId: number, caller: Caller, body: unknown) =>
    post(resolveRoute.POST, `ledger-drifts/${driftId}/resolve`, driftId, caller, body)

  const totals = (projectId: number) =>
    readRaiseTotalsRow({ db: db(), req: {} } as never, projectId)

  it('records a drifted total once, resolves it by a recount, audited', async () => {
    const project = await fixtures.aRaise()
    await fixtures.aTransferPledge(project.alias, 1_000)
    await fixtures.aTransferPledge(project.alias, 2_000)
    await db().execute(sql`
      update raise_totals set raised = raised + 50000, investor_count = 5
       where project_id = ${project.id}`)

    const first = await settleRaises(payload, {
      projects: [project.id],
      now: during,
      gateway: null,
    })
    expect(first.ledger.found).toHaveLength(1)
    const [drift] = await driftsOf(project.id)
    expect(drift).toMatchObject({
      kind: 'raise-totals',
      recordedMinor: 3_500_00,
      actualMinor: 3_000_00,
      differenceMinor: -500_00,
      recordedInvestors: 5,
      actualInvestors: 2,
      resolvedAt: null,
    })
    expect(await auditOf(project.id, 'ledger.drift-found')).toHaveLength(1)

    // Still drifting a round later: still one record, one entry.
    const second = await settleRaises(payload, {
      projects: [project.id],
      now: during,
      gateway: null,
    })
    expect(second.ledger.found).toEqual([])
    expect(await driftsOf(project.id)).toHaveLength(1)
    expect(await auditOf(project.id, 'ledger.drift-found')).toHaveLength(1)

    const answer = await recount(project.id, admin)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      before: { raisedMinor: 3_500_00, investorCount: 5 },
      after: { raisedMinor: 3_000_00, investorCount: 2 },
      resolvedDrift: drift!.id,
    })
    expect(await totals(project.id)).toEqual({ raisedMinor: 3_000_00, investorCount: 2 })
    const [resolved] = await driftsOf(project.id)
    expect(resolved!.resolvedAt).not.toBeNull()
    expect(resolved!.resolvedBy).toBe(admin.id)
    const [entry] = await auditOf(project.id, 'raise.totals-recounted')
    expect(entry).toMatchObject({
      actor: admin.id,
      details: {
        before: { raisedMinor: 3_500_00, investorCount: 5 },
        after: { raisedMinor: 3_000_00, investorCount: 2 },
      },
    })

    // Agreeing now: nothing new.
    const third = await settleRaises(payload, {
      projects: [project.id],
      now: during,
      gateway: null,
    })
    expect(third.ledger).toEqual({ found: [], resolved: [] })
    expect(await driftsOf(project.id)).toHaveLength(1)
  })

  it('resolves a drift by itself once the totals agree again, audited', async () => {
    const project = await fixtures.aRaise()
    await fixtures.aTransferPledge(project.alias, 1_000)
    await db().execute(sql`
      update raise_totals set raised = raised + 100 where project_id = ${project.id}`)
    await settleRaises(payload, { projects: [project.id], now: during, gateway: null })
    await db().execute(sql`
      update raise_totals set raised = raised - 100 where project_id = ${project.id}`)
    const later = await settleRaises(payload, {
      projects: [project.id],
      now: during,
      gateway: null,
    })
    expect(later.ledger.resolved).toHaveLength(1)
    const [drift] = await driftsOf(project.id)
    expect(drift!.resolvedAt).not.toBeNull()
    expect(drift!.resolvedBy).toBeNull()
    expect(await auditOf(project.id, 'ledger.drift-resolved')).toHaveLength(1)
  })

  it('reports a paid card pledge whose provider charge differs from the ledger', async () => {
    const project = await fixtures.aRaise()
    await fixtures.aTransferPledge(project.alias, 10_000)
    const card = await fixtures.aCardPledge(project.alias, 1_000)
    await settleRaises(payload, { projects: [project.id], now: during })
    const paid = await fixtures.eventually(card.id, (now) => now.paymentState === 'paid')
    const charged = paid.amount + (paid.fee ?? 0)

    // The ledger changed behind the provider's back (the amount change against the charge):
    // it now says 1,500 was paid, the card was charged for 1,000 (its total kept in step).
    await db().execute(sql`
      update investments set amount = 150000, paid_at = ${during.toISOString()}
       where id = ${card.id}`)
    await db().execute(sql`
      update raise_totals set raised = raised + 50000 where project_id = ${project.id}`)
    const round = await settleRaises(payload, { projects: [project.id], now: during })
    expect(round.ledger.found).toHaveLength(1)
    const drifts = await driftsOf(project.id)
    expect(drifts).toHaveLength(1)
    expect(drifts[0]).toMatchObject({
      kind: 'provider-charge',
      investment: card.id,
      recordedMinor: 1_500_00 + (paid.fee ?? 0),
      actualMinor: charged,
      providerOutcome: 'succeeded',
    })
    const found = await auditOf(project.id, 'ledger.drift-found')
    expect(found.map((entry) => entry.investment)).toEqual([card.id])

    await settleRaises(payload, { projects: [project.id], now: during })
    expect(await driftsOf(project.id)).toHaveLength(1)

    // Compliance looks into it and closes it by hand, with a note: audited.
    const compliance = await staffCaller(payload, 'compliance')
    expect((await resolve(drifts[0]!.id, compliance, { note: ' ' })).status).toBe(400)
    const closed = await resolve(drifts[0]!.id, compliance, {
      note: 'Amount edited by hand; refunded the 500 difference.',
    })
    expect(closed.status).toBe(200)
    expect(await closed.json()).toMatchObject({ resolvedBy: compliance.id, openKey: null })
    const [entry] = await auditOf(project.id, 'ledger.drift-resolved')
    expect(entry).toMatchObject({
      actor: compliance.id,
      investment: card.id,
      details: { note: 'Amount edited by hand; refunded the 500 difference.' },
    })
    expect((await resolve(drifts[0]!.id, compliance, { note: 'again' })).status).toBe(409)
  })

  it('shows drifts to administrators and compliance only, and lets only administrators recount', async () => {
    const project = await fixtures.aRaise()
    await fixtures.aTransferPledge(project.alias, 1_000)
    await db().execute(sql`
      update raise_totals set raised = raised + 100 where project_id = ${project.id}`)
    await settleRaises(payload, { projects: [project.id], now: during, gateway: null })
    const [drift] = await driftsOf(project.id)

    const compliance = await staffCaller(payload, 'compliance')
    const editor = await staffCaller(payload, 'editor')
    const investor = await investorCaller(payload, 'drift-reader')
    for (const caller of [admin, compliance]) {
      const response = await restCall('GET', `/api/ledger-drifts/${drift!.id}?depth=0`, { caller })
      expect(response.status, caller.name).toBe(200)
    }
    for (const caller of [editor, investor, anonymous]) {
      const one = await restCall('GET', `/api/ledger-drifts/${drift!.id}?depth=0`, { caller })
      expect([401, 403, 404], `${caller.name} ${one.status}`).toContain(one.status)
      const list = await restCall('GET', '/api/ledger-drifts?depth=0', { caller })
      expect([401, 403], `${caller.name} ${list.status}`).toContain(list.status)
    }
    for (const caller of [admin, compliance]) {
      const update = await restCall('PATCH', `/api/ledger-drifts/${drift!.id}`, {
        caller,
        json: { resolvedAt: new Date().toISOString() },
      })
      expect([401, 403], `${caller.name} ${update.status}`).toContain(update.status)
    }

    expect((await recount(project.id, anonymous)).status).toBe(401)
    for (const caller of [compliance, editor, investor])
      expect((await recount(project.id, caller)).status, caller.name).toBe(403)
    expect((await totals(project.id)).raisedMinor).toBe(1_000_00 + 100)
    expect(await auditOf(project.id, 'raise.totals-recounted')).toEqual([])

    expect((await resolve(drift!.id, anonymous, { note: 'x' })).status).toBe(401)
    for (const caller of [editor, investor])
      expect((await resolve(drift!.id, caller, { note: 'x' })).status, caller.name).toBe(403)
    expect((await driftsOf(project.id))[0]!.resolvedAt).toBeNull()
  })
})
