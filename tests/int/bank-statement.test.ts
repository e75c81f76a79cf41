import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as applyRoute from '@/app/(payload)/api/staff/projects/[id]/bank-statement/apply/route'
import * as statementRoute from '@/app/(payload)/api/staff/projects/[id]/bank-statement/route'
import * as transfersRoute from '@/app/(payload)/api/staff/projects/[id]/transfers/route'
import { clientIpHeader } from '@/server/http/request-context'
import { createInvestment } from '@/server/investments/invest/create-investment'

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

// Outside Next there is no page cache to expire, and the e-mail is not sent after the answer.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))

const client = { ip: '127.0.0.1', userAgent: 'test', locale: 'en' as const }
type Handler = (
  request: NextRequest,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>

describe("the bank statement's import", () => {
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

  const auditCount = async (investmentId: number) =>
    (
      await payload.count({
        collection: 'audit-log',
        where: {
          and: [
            { investment: { equals: investmentId } },
            { action: { equals: 'investment.transfer-received' } },
          ],
        },
      })
    ).totalDocs

  async function aTransferPledge(alias: string, shekels: number) {
    const [investor] = await readyInvestors(payload, 1, {
      investorType: 'qualified',
      typeVerified: true,
    })
    const { investment } = await createInvestment(payload, {
      investor: investor!,
      request: aBankTransfer(alias, String(shekels)),
      idempotencyKey: aSubmissionKey(),
      client,
    })
    return investment
  }

  const call = (
    handler: Handler,
    path: string,
    projectId: number,
    caller: Caller,
    body?: { csv?: string; form?: FormData },
  ) => {
    const form = body?.form ?? new FormData()
    if (body?.csv !== undefined)
      form.set('file', new File([body.csv], 'statement.csv', { type: 'text/csv' }))
    return handler(
      new NextRequest(`http://localhost/api/staff/projects/${projectId}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { ...caller.headers, [clientIpHeader]: anIp(), 'accept-language': 'en' },
        body: body ? form : undefined,
      }),
      { params: Promise.resolve({ id: String(projectId) }) },
    )
  }
  const check = (projectId: number, caller: Caller, csv: string) =>
    call(statementRoute.POST, '/bank-statement', projectId, caller, { csv })
  const apply = (projectId: number, caller: Caller, csv: string) =>
    call(applyRoute.POST, '/bank-statement/apply', projectId, caller, { csv })

  it('classifies each line by reference and applies only the exact matches, once', async () => {
    const project = await aRaisingProject(payload)
    const exact = await aTransferPledge(project.alias, 2_000)
    const short = await aTransferPledge(project.alias, 1_500)
    const paid = await aTransferPledge(project.alias, 1_000)
    const elsewhere = await aTransferPledge((await aRaisingProject(payload)).alias, 1_000)
    await payload.update({
      collection: 'investments',
      id: paid.id,
      data: { status: 'active', paymentState: 'paid' },
      overrideAccess: true,
    })
    const csv = [
      '\uFEFFתאריך;סכום;אסמכתא;פרטים',
      `03/01/2026;"2,000.00";${exact.reference};Dana`,
      `03/01/2026;1,499.00;${short.reference};Short by one`,
      `04/01/2026;1000;${paid.reference};Paid before`,
      `04/01/2026;1000;${elsewhere.reference};Another project`,
      `05/01/2026;2000;${exact.reference};Twice`,
      `31/02/2026;2000;123;Bad date`,
    ].join('\r\n')

    const checked = await check(project.id, compliance, csv)
    expect(checked.status).toBe(200)
    const body = await checked.json()
    expect(
      body.lines.map((line: { line: number; kind: string }) => [line.line, line.kind]),
    ).toEqual([
      [2, 'matched'],
      [3, 'amount_mismatch'],
      [4, 'already_paid'],
      [5, 'unknown_reference'],
      [6, 'duplicate'],
    ])
    expect(body.lines[1]).toMatchObject({ amount: 1_499_00, expected: 1_500_00 })
    expect(body.malformed).toEqual([{ line: 7, problem: 'dateInvalid' }])
    // Checking records nothing.
    expect(await investmentNow(exact.id)).toMatchObject({ paymentState: 'awaiting_transfer' })
    expect(await auditCount(exact.id)).toBe(0)

    const applied = await apply(project.id, compliance, csv)
    expect(applied.status).toBe(200)
    const first = await applied.json()
    expect(first.recorded).toBe(1)
    expect(
      first.results.map((line: { line: number; outcome: string }) => [line.line, line.outcome]),
    ).toEqual([
      [2, 'recorded'],
      [3, 'skipped'],
      [4, 'skipped'],
      [5, 'skipped'],
      [6, 'skipped'],
    ])
    expect(await investmentNow(exact.id)).toMatchObject({
      status: 'active',
      paymentState: 'paid',
      transfer: { receivedAmount: 2_000_00, receivedOn: '2026-01-03T10:00:00.000Z' },
    })
    // The mismatch is listed, never applied.
    expect(await investmentNow(short.id)).toMatchObject({
      status: 'pending',
      paymentState: 'awaiting_transfer',
    })
    expect(await auditCount(exact.id)).toBe(1)
    expect(await auditCount(short.id)).toBe(0)

    // Applying again (or at the same time) records nothing twice.
    const [again, meanwhile] = await Promise.all([
      apply(project.id, admin, csv),
      apply(project.id, compliance, csv),
    ])
    for (const answer of [again, meanwhile]) {
      const second = await answer.json()
      expect(second.recorded).toBe(0)
    }
    expect(await auditCount(exact.id)).toBe(1)
  })

  it('reports a line the operation refuses and goes on with the others', async () => {
    const project = await aRaisingProject(payload)
    const future = await aTransferPledge(project.alias, 1_000)
    const today = await aTransferPledge(project.alias, 1_000)
    const csv = `date,amount,reference\n2999-01-01,1000,${future.reference}\n2026-01-02,1000,${today.reference}\n`
    const answer = await (await apply(project.id, admin, csv)).json()
    expect(answer.results).toMatchObject([
      { line: 2, outcome: 'refused', code: 'VALIDATION_FAILED', message: expect.any(String) },
      { line: 3, outcome: 'recorded' },
    ])
    expect(await investmentNow(future.id)).toMatchObject({ paymentState: 'awaiting_transfer' })
  })

  it('lists the transfers expected and owed back to administrators and compliance', async () => {
    const project = await aRaisingProject(payload)
    const awaiting = await aTransferPledge(project.alias, 1_000)
    const owed = await aTransferPledge(project.alias, 3_000)
    await payload.update({
      collection: 'investments',
      id: owed.id,
      data: { status: 'active', paymentState: 'refund_due' },
      overrideAccess: true,
    })
    const answer = await call(transfersRoute.GET, '/transfers', project.id, compliance)
    expect(answer.status).toBe(200)
    const body = await answer.json()
    expect(body.awaiting).toEqual([
      expect.objectContaining({
        investmentId: awaiting.id,
        reference: awaiting.reference,
        amount: 1_000_00,
        investorName: expect.stringContaining('Dana Cohen'),
        status: 'pending',
      }),
    ])
    expect(body.refundDue).toEqual([
      expect.objectContaining({ investmentId: owed.id, amount: 3_000_00 }),
    ])
    expect((await call(transfersRoute.GET, '/transfers', 999_999_999, admin)).status).toBe(404)
  })

  it('refuses editors, investors and anonymous callers on every route', async () => {
    const project = await aRaisingProject(payload)
    const pledge = await aTransferPledge(project.alias, 1_000)
    const csv = `date,amount,reference\n2026-01-02,1000,${pledge.reference}\n`
    const editor = await staffCaller(payload, 'editor')
    const investor = await investorCaller(payload, 'statement')
    for (const [caller, status] of [
      [editor, 403],
      [investor, 403],
      [anonymous, 401],
    ] as const) {
      expect((await check(project.id, caller, csv)).status).toBe(status)
      expect((await apply(project.id, caller, csv)).status).toBe(status)
      expect((await call(transfersRoute.GET, '/transfers', project.id, caller)).status).toBe(status)
    }
    expect(await investmentNow(pledge.id)).toMatchObject({ paymentState: 'awaiting_transfer' })
  })

  it('answers a missing, unreadable or oversized file with a translated 4xx', async () => {
    const project = await aRaisingProject(payload)
    const fieldOf = async (response: Response) => {
      expect(response.status).toBe(400)
      const { error } = await response.json()
      return error.fields.file
    }
    expect(
      await fieldOf(
        await call(statementRoute.POST, '/bank-statement', project.id, admin, {
          form: new FormData(),
        }),
      ),
    ).toMatchObject({ key: 'fileMissing', message: 'Please choose a file to upload' })
    // Text in place of the file, or an empty file: the same, in the language asked for.
    for (const file of ['date,amount,reference', new File([], 'statement.csv')]) {
      const form = new FormData()
      form.set('file', file)
      form.set('locale', 'he')
      expect(
        await fieldOf(
          await call(applyRoute.POST, '/bank-statement/apply', project.id, admin, { form }),
        ),
      ).toMatchObject({ key: 'fileMissing', message: expect.stringMatching(/[\u0590-\u05FF]/) })
    }
    expect(
      await fieldOf(await check(project.id, admin, 'date,amount\n2026-01-01,1\n')),
    ).toMatchObject({
      key: 'statementColumnsMissing',
      message: expect.stringContaining('header row'),
    })
    expect(await fieldOf(await check(project.id, admin, 'date,amount,reference\n'))).toMatchObject({
      key: 'statementEmpty',
    })
    const huge = `date,amount,reference\n${'2026-01-01,1,12\n'.repeat(80_000)}`
    const tooLarge = await check(project.id, admin, huge)
    expect(tooLarge.status).toBe(413)
    expect((await tooLarge.json()).error.code).toBe('PAYLOAD_TOO_LARGE')
  })
})
