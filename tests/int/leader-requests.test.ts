import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as addLeaderRequest from '@/app/(payload)/api/catalog/add-leader-request/route'
import * as ownRequests from '@/app/(payload)/api/catalog/leader-requests/route'
import * as decision from '@/app/(payload)/api/staff/leader-requests/[id]/decision/route'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'

import { receive } from '../support/accounts'
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

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Investor = Caller & { id: number; email: string }

const message = 'I have led four seed rounds since 2019 and hold a qualified investor certificate.'

function send(caller: Caller, body: FormData | Record<string, unknown>) {
  const form = body instanceof FormData
  return addLeaderRequest.POST(
    new NextRequest('http://localhost/api/catalog/add-leader-request', {
      method: 'POST',
      headers: {
        ...caller.headers,
        [clientIpHeader]: anIp(),
        ...(form ? {} : { 'content-type': 'application/json' }),
      },
      body: form ? body : JSON.stringify(body),
    }),
  )
}

function decide(caller: Caller, id: number | string, body: unknown, headers = {}) {
  return decision.POST(
    new NextRequest(`http://localhost/api/staff/leader-requests/${id}/decision`, {
      method: 'POST',
      headers: {
        ...caller.headers,
        ...headers,
        [clientIpHeader]: anIp(),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id: String(id) }) },
  )
}

async function listOwn(caller: Caller, userId?: number) {
  const query = userId === undefined ? '' : `?user_id=${userId}`
  const response = await ownRequests.GET(
    new NextRequest(`http://localhost/api/catalog/leader-requests${query}`, {
      headers: { ...caller.headers, [clientIpHeader]: anIp() },
    }),
  )
  return { status: response.status, body: await response.json() }
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer()
const pdf = () =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<<>>endobj\nxref\n0 1\n0000000000 65535 f \ntrailer<<>>\nstartxref\n9\n%%EOF\n',
  )

async function withFiles(text: string, files: { bytes: Uint8Array; name: string }[]) {
  const form = new FormData()
  form.set('message', text)
  form.set('locale', 'en')
  for (const file of files) form.append('files', new Blob([file.bytes as BlobPart]), file.name)
  return form
}

async function investor(payload: Payload, name: string, locale: 'he' | 'en'): Promise<Investor> {
  const caller = await investorCaller(payload, name)
  const account = await payload.update({ collection: 'investors', id: caller.id, data: { locale } })
  return { ...caller, email: account.email }
}

const openCount = async (payload: Payload, investorId: number) =>
  (
    await payload.count({
      collection: 'leader-requests',
      where: { and: [{ investor: { equals: investorId } }, { status: { equals: 'open' } }] },
    })
  ).totalDocs

describe('leader requests', () => {
  let payload: Payload
  let investorA: Investor
  let investorB: Investor
  let editor: StaffCaller
  let compliance: StaffCaller
  let admin: StaffCaller
  let requestA: number

  beforeAll(async () => {
    payload = await testPayload()
    investorA = await investor(payload, 'leader-a', 'he')
    investorB = await investor(payload, 'leader-b', 'en')
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
    admin = await staffCaller(payload, 'admin')
  })

  it('takes a request with a message and documents, kept private as leader-request documents', async () => {
    const response = await send(
      investorA,
      await withFiles(message, [
        { bytes: await png(), name: 'certificate.png' },
        { bytes: pdf(), name: 'track-record.pdf' },
      ]),
    )
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toContain('no-store')
    const { request } = await response.json()
    expect(request).toEqual({
      id: expect.any(Number),
      status: 'open',
      createdAt: expect.any(String),
    })
    requestA = request.id

    const stored = await payload.findByID({ collection: 'leader-requests', id: requestA, depth: 1 })
    expect(stored.message).toBe(message)
    const attachments = stored.attachments as { kind: string; investor: { id: number } | number }[]
    expect(attachments).toHaveLength(2)
    expect(attachments.map((document) => document.kind)).toEqual([
      'leader-request',
      'leader-request',
    ])
    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'leader-request.submitted' } },
          { investor: { equals: investorA.id } },
        ],
      },
    })
    expect(audit.docs[0]?.details).toMatchObject({ request: requestA, attachments: 2 })
  })

  it('refuses a second request while one is open', async () => {
    const response = await send(investorA, { message, locale: 'he' })
    expect(response.status).toBe(409)
    const { error } = await response.json()
    expect(error.code).toBe('LEADER_REQUEST_OPEN')
    expect(error.message).toContain('בבדיקה')
    expect(await openCount(payload, investorA.id)).toBe(1)
  })

  it('keeps one open request when several are sent at the same moment', async () => {
    const racer = await investor(payload, 'leader-race', 'en')
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(racer, { message: `${message} (${i})` })),
    )
    const statuses = answers.map((response) => response.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409])
    for (const response of answers.filter((r) => r.status === 409))
      expect((await response.json()).error.code).toBe('LEADER_REQUEST_OPEN')
    expect(await openCount(payload, racer.id)).toBe(1)

    // The database holds the rule too, whatever writes to it.
    await expect(
      sqlDatabase(payload).execute(sql`
        insert into leader_requests (investor_id, status, message, updated_at, created_at)
        values (${racer.id}, 'open', ${message}, now(), now())`),
    ).rejects.toThrow()
  })

  it('checks the message and the files field by field, storing nothing when refused', async () => {
    const fresh = await investor(payload, 'leader-invalid', 'en')
    const documentsBefore = (await payload.count({ collection: 'investor-documents' })).totalDocs

    const short = await send(fresh, { message: 'Too short', locale: 'he' })
    expect(short.status).toBe(400)
    expect((await short.json()).error.fields.message).toEqual({
      key: 'messageMin',
      message: 'לפחות 20 תווים',
    })
    const six = await send(
      fresh,
      await withFiles(
        message,
        Array.from({ length: 6 }, (_, i) => ({ bytes: pdf(), name: `${i}.pdf` })),
      ),
    )
    expect(six.status).toBe(400)
    expect((await six.json()).error.fields.files.key).toBe('tooManyFiles')
    const html = await send(
      fresh,
      await withFiles(message, [
        { bytes: pdf(), name: 'fine.pdf' },
        { bytes: new TextEncoder().encode('<!DOCTYPE html><script>1</script>'), name: 'cv.pdf' },
      ]),
    )
    expect(html.status).toBe(400)
    expect((await html.json()).error.fields.files.key).toBe('fileTypeRefused')
    // A truncated PDF is refused as such, not failed in the upload.
    const truncated = await send(
      fresh,
      await withFiles(message, [
        { bytes: new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>'), name: 'cut.pdf' },
      ]),
    )
    expect(truncated.status).toBe(400)
    expect((await truncated.json()).error.fields.files.key).toBe('fileTypeRefused')
    const control = await send(fresh, { message: `${message}\u0000` })
    expect(control.status).toBe(400)

    expect(await openCount(payload, fresh.id)).toBe(0)
    expect((await payload.count({ collection: 'investor-documents' })).totalDocs).toBe(
      documentsBefore,
    )
  })

  it('answers hostile bodies from a signed-in investor with a translated 4xx', async () => {
    const fresh = await investor(payload, 'leader-fuzz', 'en')
    const values: unknown[] = [
      null,
      12345,
      1e308,
      ['a'],
      { $ne: null },
      'a\u0000b',
      'x'.repeat(70_000),
    ]
    for (const value of values) {
      for (const body of [
        { message: value },
        { message, files: value },
        { message: value, files: value },
      ]) {
        const response = await send(fresh, body)
        expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
        expect((await response.json()).error.code).toBe('VALIDATION_FAILED')
      }
      const staffAnswer = await decide(compliance, requestA, { decision: value, answer: value })
      // The decision's body limit is the account forms' 64 kB: the long text is too large.
      expect([400, 413], JSON.stringify(value).slice(0, 80)).toContain(staffAnswer.status)
    }
    expect(await openCount(payload, fresh.id)).toBe(0)
  })

  it('takes requests from signed-in investors only', async () => {
    const visitor = await send(anonymous, { message })
    expect(visitor.status).toBe(401)
    expect((await visitor.json()).error.code).toBe('UNAUTHENTICATED')
    expect((await send(compliance, { message })).status).toBe(401)
    expect((await listOwn(anonymous)).status).toBe(401)
    // Named by id, the list is the caller's own or absent.
    expect((await listOwn(investorA, investorA.id)).status).toBe(200)
    expect((await listOwn(investorB, investorA.id)).status).toBe(404)
  })

  it('opens the requests over REST to the owner, compliance and admin only', async () => {
    const expected: [Caller, number][] = [
      [investorA, 200],
      [investorB, 404],
      [anonymous, 401],
      [editor, 403],
      [compliance, 200],
      [admin, 200],
    ]
    for (const [caller, status] of expected) {
      const response = await restCall('GET', `/api/leader-requests/${requestA}`, { caller })
      expect(response.status, caller.name).toBe(status)
      if (status === 200) expect((await response.json()).message, caller.name).toBe(message)
    }
    const listed = await (
      await restCall('GET', '/api/leader-requests', { caller: investorB })
    ).json()
    expect(listed.docs.map((doc: { id: number }) => doc.id)).not.toContain(requestA)
    for (const caller of [investorA, investorB, anonymous, editor, compliance, admin]) {
      for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
        const path = method === 'POST' ? '/api/leader-requests' : `/api/leader-requests/${requestA}`
        const response = await restCall(method, path, {
          caller,
          json: { status: 'approved', investor: investorA.id, message },
        })
        expect(response.status, `${caller.name} ${method}`).toBeGreaterThanOrEqual(401)
        expect(response.status, `${caller.name} ${method}`).toBeLessThan(500)
      }
    }
    const stored = await payload.findByID({ collection: 'leader-requests', id: requestA })
    expect(stored.status).toBe('open')
    // The attachments are the owner's: another investor is told they do not exist.
    const attachment = (
      await payload.findByID({ collection: 'leader-requests', id: requestA, depth: 1 })
    ).attachments![0] as { url: string }
    expect((await restCall('GET', attachment.url, { caller: investorA })).status).toBe(200)
    expect((await restCall('GET', attachment.url, { caller: investorB })).status).toBe(404)
    expect((await restCall('GET', attachment.url, { caller: compliance })).status).toBe(200)
  })

  it('lets only compliance and administrators decide', async () => {
    const expected: [Caller, number, string][] = [
      [investorA, 403, 'FORBIDDEN'],
      [investorB, 403, 'FORBIDDEN'],
      [editor, 403, 'FORBIDDEN'],
      [anonymous, 401, 'UNAUTHENTICATED'],
    ]
    for (const [caller, status, code] of expected) {
      const response = await decide(caller, requestA, { decision: 'approve', answer: 'Welcome' })
      expect(response.status, caller.name).toBe(status)
      expect((await response.json()).error.code, caller.name).toBe(code)
    }
    // A page on another site cannot make a compliance officer's browser decide.
    const crossSite = await decide(
      compliance,
      requestA,
      { decision: 'approve' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.status).toBe(403)
    expect((await crossSite.json()).error.code).toBe('CROSS_SITE_REQUEST')
    expect((await decide(compliance, 999_999_999, { decision: 'approve' })).status).toBe(404)
    expect((await decide(compliance, 'abc', { decision: 'approve' })).status).toBe(404)
    expect((await payload.findByID({ collection: 'leader-requests', id: requestA })).status).toBe(
      'open',
    )
  })

  it('declines only with an answer; audits it and e-mails the investor in their language', async () => {
    const without = await decide(compliance, requestA, { decision: 'reject', locale: 'en' })
    expect(without.status).toBe(400)
    expect((await without.json()).error.fields.answer.key).toBe('answerTextRequired')

    const answer = 'נדרש תיעוד של חמש השקעות לפחות בחמש השנים האחרונות.'
    const response = await decide(compliance, requestA, { decision: 'reject', answer })
    expect(response.status).toBe(200)
    expect((await response.json()).request).toMatchObject({ id: requestA, status: 'rejected' })

    const stored = await payload.findByID({ collection: 'leader-requests', id: requestA, depth: 0 })
    expect(stored).toMatchObject({ status: 'rejected', answer, decidedBy: compliance.id })
    const profile = (
      await payload.find({
        collection: 'investor-profiles',
        where: { investor: { equals: investorA.id } },
      })
    ).docs[0]!
    expect(profile.investorType ?? null).not.toBe('leading')

    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'leader-request.rejected' } },
          { investor: { equals: investorA.id } },
        ],
      },
    })
    expect(audit.docs[0]).toMatchObject({ actorEmail: compliance.email })

    const queued = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: investorA.email } },
      sort: '-createdAt',
      limit: 1,
    })
    expect(queued.docs[0]?.subject).toContain('נדחתה')
    const mail = await receive(payload, investorA.email, (m) => m.subject.includes('נדחתה'))
    expect(mail.text).toContain(answer)
    expect(mail.html).toContain('dir="rtl"')
    expect(mail.text).not.toContain('אם לא אתם')

    // The investor sees the answer; a decided request is not decided again.
    const own = await listOwn(investorA)
    expect(own.body.requests[0]).toMatchObject({ id: requestA, status: 'rejected', answer })
    expect(own.body.canSend).toBe(true)
    const again = await decide(admin, requestA, { decision: 'approve' })
    expect(again.status).toBe(409)
    expect((await again.json()).error.code).toBe('LEADER_REQUEST_DECIDED')
    // Once answered, the investor may ask again.
    expect((await send(investorA, { message })).status).toBe(201)
  })

  it('approving makes the profile a verified leading investor, audited, e-mailed in English', async () => {
    const sent = await send(investorB, { message })
    const { request } = await sent.json()
    expect((await listOwn(investorB)).body.canSend).toBe(false)

    const answer = 'Welcome aboard. Each offer you lead is still checked for ties to the company.'
    const response = await decide(admin, request.id, { decision: 'approve', answer })
    expect(response.status).toBe(200)

    const profile = (
      await payload.find({
        collection: 'investor-profiles',
        where: { investor: { equals: investorB.id } },
      })
    ).docs[0]!
    expect(profile).toMatchObject({
      investorType: 'leading',
      typeVerification: 'verified',
      typeDecisionReason: answer,
    })
    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'leader-request.approved' } },
          { investor: { equals: investorB.id } },
        ],
      },
    })
    expect(audit.docs[0]).toMatchObject({
      actorEmail: admin.email,
      details: {
        request: request.id,
        investorType: { from: null, to: 'leading' },
        typeVerification: { from: 'unverified', to: 'verified' },
      },
    })
    const mail = await receive(payload, investorB.email, (m) => m.subject.includes('approved'))
    expect(mail.subject).toContain('Your request to become a leading investor was approved')
    expect(mail.text).toContain(answer)
    expect(mail.html).toContain('dir="ltr"')

    const own = await listOwn(investorB)
    expect(own.body.requests[0]).toMatchObject({ status: 'approved', answer })
    expect(JSON.stringify(own.body)).not.toContain('decidedBy')
    // Over REST too the investor reads the decision, not who took it.
    const asOwner = await (
      await restCall('GET', `/api/leader-requests/${request.id}`, { caller: investorB })
    ).json()
    expect(asOwner).toMatchObject({ status: 'approved', answer })
    expect(asOwner).not.toHaveProperty('decidedBy')
    const asCompliance = await (
      await restCall('GET', `/api/leader-requests/${request.id}?depth=0`, { caller: compliance })
    ).json()
    expect(asCompliance.decidedBy).toBe(admin.id)
  })

  it('takes one decision when two staff members decide at the same moment', async () => {
    const racer = await investor(payload, 'leader-decide-race', 'en')
    const { request } = await (await send(racer, { message })).json()
    const answers = await Promise.all([
      decide(admin, request.id, { decision: 'approve', answer: 'Approved.' }),
      decide(compliance, request.id, { decision: 'reject', answer: 'Declined.' }),
    ])
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409])
    const audit = await payload.count({
      collection: 'audit-log',
      where: {
        and: [
          { action: { in: ['leader-request.approved', 'leader-request.rejected'] } },
          { investor: { equals: racer.id } },
        ],
      },
    })
    expect(audit.totalDocs).toBe(1)
    const mails = await payload.count({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: racer.email } }, { subject: { contains: 'leading' } }] },
    })
    expect(mails.totalDocs).toBe(1)
  })
})
