import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as projectInvestmentsRoute from '@/app/(payload)/api/catalog/investor/projects/[alias]/[type]/route'
import * as createRoute from '@/app/(payload)/api/investition/route'
import * as updateRoute from '@/app/(payload)/api/investition/update/route'
import * as ownInvestmentsRoute from '@/app/(payload)/api/investor/investments/route'
import { createSession } from '@/server/auth/create-session'
import { clientIpHeader } from '@/server/http/request-context'

import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'
import { anIp, anonymous, restCall, staffCaller, type Caller } from '../support/rest'

// Outside Next's request scope `after` cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

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
  options: { body?: unknown; key?: string; path?: string; method?: string; locale?: string } = {},
) {
  const headers: Record<string, string> = {
    ...caller.headers,
    [clientIpHeader]: anIp(),
    'content-type': 'application/json',
    ...(options.key ? { 'idempotency-key': options.key } : {}),
    ...(options.locale ? { 'accept-language': options.locale } : {}),
  }
  const method = options.method ?? 'POST'
  return handler(
    new NextRequest(`http://localhost${options.path ?? '/api/investition'}`, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(options.body ?? {}),
    }),
  )
}

const invest = (caller: Caller, body: unknown, key = aSubmissionKey(), locale?: string) =>
  call(createRoute.POST, caller, { body, key, ...(locale ? { locale } : {}) })

describe('the investing API', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('asks for a session and a submission key, and answers a repeated key with the same investment', async () => {
    const project = await aRaisingProject(payload)
    const investor = await readyCaller(payload)
    expect((await invest(anonymous, aBankTransfer(project.alias, '600'))).status).toBe(401)
    const keyless = await call(createRoute.POST, investor, {
      body: aBankTransfer(project.alias, '600'),
    })
    expect(keyless.status).toBe(400)
    expect((await keyless.json()).error.code).toBe('IDEMPOTENCY_KEY_INVALID')

    const key = aSubmissionKey()
    const first = await invest(investor, aBankTransfer(project.alias, '600'), key)
    expect(first.status).toBe(201)
    const created = await first.json()
    expect(created).toMatchObject({ amount: 600_00, units: 600, status: 'pending' })
    expect(created.reference).toMatch(/^\d{7,}$/)
    const again = await invest(investor, aBankTransfer(project.alias, '600'), key)
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe(created.id)
    const otherMethod = await invest(
      investor,
      aBankTransfer(project.alias, '600', { method: 'card' }),
      key,
    )
    expect((await otherMethod.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('refuses in the investor’s language: over the limit names the allowance, below the minimum the field', async () => {
    const project = await aRaisingProject(payload)
    const investor = await readyCaller(payload)
    const over = await invest(investor, aBankTransfer(project.alias, '10500'), undefined, 'he')
    expect(over.status).toBe(409)
    const body = await over.json()
    expect(body.error).toMatchObject({ code: 'OVER_LEGAL_LIMIT', leftMinor: 10_000_00 })
    expect(body.error.message).toContain('מגבלת ההשקעה')
    expect(body.error.message.replace(/[\u200e\u200f\u202a-\u202e]/g, '')).toContain('10,000')

    const below = await invest(investor, aBankTransfer(project.alias, '499'), undefined, 'en')
    expect(below.status).toBe(400)
    expect((await below.json()).error.fields.amount).toEqual({
      key: 'belowMinimum',
      message: 'You cannot select an amount / stock from the minimum',
    })
    const unconfirmed = await invest(investor, {
      ...aBankTransfer(project.alias, '600'),
      confirmations: { withinLimit: true, documentsRead: false, riskWarning: true },
    })
    expect((await unconfirmed.json()).error.fields['confirmations.documentsRead'].key).toBe(
      'mustConfirm',
    )
  })

  it('changes and cancels a pending investment, giving the raise back', async () => {
    const project = await aRaisingProject(payload)
    const investor = await readyCaller(payload)
    const created = await (await invest(investor, aBankTransfer(project.id, '1000'))).json()
    const raised = async () => {
      const { docs } = await payload.find({
        collection: 'raise-totals',
        where: { project: { equals: project.id } },
        overrideAccess: true,
      })
      return { raised: Number(docs[0]!.raised), investors: docs[0]!.investorCount }
    }
    expect(await raised()).toEqual({ raised: 1000_00, investors: 1 })
    const requests = async () =>
      (
        await payload.find({
          collection: 'payment-requests',
          where: { investment: { equals: created.id } },
          sort: 'createdAt',
          overrideAccess: true,
        })
      ).docs.map((request) => ({ amount: Number(request.amount), status: request.status }))
    expect(created.paymentRequest.pdfUrl).toBe(
      `/api/investor/invoices/${created.paymentRequest.id}/pdf`,
    )
    expect(await requests()).toEqual([{ amount: 1000_00, status: 'open' }])
    const lower = await call(updateRoute.POST, investor, {
      path: '/api/investition/update',
      body: { investment: created.id, amount: '900' },
    })
    expect(await lower.json()).toMatchObject({ amount: 900_00, method: 'bank_transfer', fee: 0 })
    expect(await requests()).toEqual([
      { amount: 1000_00, status: 'void' },
      { amount: 900_00, status: 'open' },
    ])

    const changed = await call(updateRoute.POST, investor, {
      path: '/api/investition/update',
      body: { investment: created.id, amount: '1500', method: 'card' },
    })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ amount: 1500_00, method: 'card', fee: 37_50 })
    expect(await raised()).toEqual({ raised: 1500_00, investors: 1 })
    // A card needs no payment request: the one open is voided.
    expect((await requests()).map((request) => request.status)).toEqual(['void', 'void'])

    const stranger = await readyCaller(payload)
    const foreign = await call(updateRoute.POST, stranger, {
      path: '/api/investition/update',
      body: { investment: created.id, cancel: true },
    })
    expect(foreign.status).toBe(404)

    const cancel = () =>
      call(updateRoute.POST, investor, {
        path: '/api/investition/update',
        body: { investment: created.id, cancel: true },
      })
    expect(await (await cancel()).json()).toMatchObject({ status: 'cancelled' })
    expect(await raised()).toEqual({ raised: 0, investors: 0 })
    const twice = await cancel()
    expect(twice.status).toBe(409)
    expect((await twice.json()).error.code).toBe('INVESTMENT_NOT_CHANGEABLE')

    const actions = await payload.find({
      collection: 'audit-log',
      where: { investment: { equals: created.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(actions.docs.map((entry) => entry.action)).toEqual([
      'investment.created',
      'investment.changed',
      'investment.changed',
      'investment.cancelled',
    ])
  })

  it('lists the investor’s own investments with the 12- and 6-month totals', async () => {
    const project = await aRaisingProject(payload)
    const investor = await readyCaller(payload)
    await invest(investor, aBankTransfer(project.alias, '700'))
    await invest(investor, aBankTransfer(project.alias, '800'))
    const list = await call(ownInvestmentsRoute.GET, investor, {
      method: 'GET',
      path: '/api/investor/investments?limit=10',
    })
    const body = await list.json()
    expect(body.investments.map((each: { amount: number }) => each.amount)).toEqual([
      800_00, 700_00,
    ])
    expect(body.investments[0]).toMatchObject({
      project: { alias: project.alias },
      verified: false,
      progressPercent: 1,
    })
    expect(body.totals).toEqual({
      currency: 'ILS',
      last12MonthsMinor: 1500_00,
      last6MonthsMinor: 1500_00,
    })
    const inProject = await call(projectInvestmentsRoute.GET, investor, {
      method: 'GET',
      path: `/api/catalog/investor/projects/${project.alias}/investments`,
    })
    expect((await inProject.json()).investments).toHaveLength(2)
  })

  it('keeps the ledger closed: owners read their own, compliance all, nobody writes or deletes', async () => {
    const project = await aRaisingProject(payload)
    const owner = await readyCaller(payload)
    const stranger = await readyCaller(payload)
    const created = await (await invest(owner, aBankTransfer(project.alias, '600'))).json()
    const [editor, compliance, admin] = await Promise.all([
      staffCaller(payload, 'editor'),
      staffCaller(payload, 'compliance'),
      staffCaller(payload, 'admin'),
    ])
    const path = `/api/investments/${created.id}`
    expect((await restCall('GET', path, { caller: owner })).status).toBe(200)
    expect((await restCall('GET', path, { caller: stranger })).status).toBe(404)
    expect((await restCall('GET', path, { caller: anonymous })).status).toBeGreaterThanOrEqual(401)
    expect((await restCall('GET', path, { caller: editor })).status).toBeGreaterThanOrEqual(403)
    expect((await restCall('GET', path, { caller: compliance })).status).toBe(200)
    for (const caller of [owner, compliance, admin]) {
      const patch = await restCall('PATCH', path, { caller, json: { amount: 1 } })
      expect(patch.status).toBe(403)
      expect((await restCall('DELETE', path, { caller })).status).toBe(403)
    }
    const list = await restCall('GET', '/api/investments?limit=100', { caller: stranger })
    expect((await list.json()).docs).toEqual([])
    const stored = await payload.findByID({ collection: 'investments', id: created.id })
    expect(Number(stored.amount)).toBe(600_00)
    // Nor is the project it belongs to deleted: a translated refusal, not a server error.
    const removal = await restCall('DELETE', `/api/projects/${project.id}`, { caller: editor })
    expect(removal.status).toBe(409)
    expect(JSON.stringify(await removal.json())).toContain('לא ניתן למחוק')
    expect((await payload.findByID({ collection: 'projects', id: project.id })).id).toBe(project.id)
  })
})
