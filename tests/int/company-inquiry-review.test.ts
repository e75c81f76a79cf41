import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { openOutboxBody } from '@/server/email/outbox-seal'
import { readOwnProjects } from '@/server/companies/read-own-projects'

import {
  categories,
  companyCaller,
  completeInquiry,
  readInquiry,
  saveStep,
  submit,
  upload,
  ventureStep,
  type Company,
} from '../support/company-inquiry'
import { testPayload } from '../support/payload'
import { investorCaller, restCall, staffCaller, type StaffCaller } from '../support/rest'

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

const decide = (caller: { headers: Record<string, string> }, id: number, body: unknown) =>
  restCall('POST', `/api/staff/company-inquiries/${id}/decision`, {
    caller: caller as StaffCaller,
    json: body,
  })

/**
 * Staff's review of a company's inquiry (POST /api/staff/company-inquiries/{id}/decision): who may
 * decide, what each decision needs, and what it leaves behind: the status, the audit entry, the
 * e-mail to the company in its language, and on approval the project, once.
 */
describe('company inquiry review', () => {
  let payload: Payload
  let compliance: StaffCaller
  let editor: StaffCaller
  let category: number

  async function submittedInquiry(name: string, locale: 'he' | 'en' = 'en') {
    const company = await companyCaller(payload, name)
    await payload.update({ collection: 'investors', id: company.id, data: { locale } })
    await completeInquiry(company, category)
    const sent = await submit(company, { declaration: true })
    expect(sent.status).toBe(200)
    const id: number = (await sent.json()).inquiry.id
    return { company, id }
  }

  const lastEmailTo = async (email: string) =>
    (
      await payload.find({
        collection: 'email-outbox',
        where: { to: { equals: email } },
        sort: '-id',
        limit: 1,
      })
    ).docs[0]

  const emailOf = async (company: Company) =>
    (await payload.findByID({ collection: 'investors', id: company.id })).email

  beforeAll(async () => {
    payload = await testPayload()
    compliance = await staffCaller(payload, 'compliance')
    editor = await staffCaller(payload, 'editor')
    category = (await categories(payload)).top
  })

  it('is the reviewers’ decision, and asking for more or denying needs a reason', async () => {
    const { company, id } = await submittedInquiry('review-who')
    const investor = await investorCaller(payload, 'review-who-investor')
    for (const caller of [editor, company, investor]) {
      const response = await decide(caller, id, { decision: 'approve' })
      expect(response.status).toBeGreaterThanOrEqual(401)
      expect(response.status).toBeLessThan(404)
    }
    const noReason = await decide(compliance, id, { decision: 'requestMore', reason: ' ' })
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).error.fields.reason.message).toBeTruthy()
    const unknown = await decide(compliance, id, { decision: 'publish' })
    expect(unknown.status).toBe(400)
    const stored = await payload.findByID({ collection: 'company-inquiries', id })
    expect(stored.status).toBe('submitted')
  })

  it('asks for more in the company’s language; the company answers and staff approve into a project', async () => {
    const { company, id } = await submittedInquiry('review-flow', 'he')
    // A team member with a photo: approving copies it into the public media library.
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3366aa' },
    })
      .png()
      .toBuffer()

    const asked = await decide(compliance, id, {
      decision: 'requestMore',
      reason: 'נא לצרף דוחות כספיים מבוקרים',
    })
    expect(asked.status).toBe(200)
    expect(await asked.json()).toMatchObject({ status: 'more_info', project: null })
    const askedMail = await lastEmailTo(await emailOf(company))
    expect(askedMail?.subject).toContain('נדרש מידע נוסף')
    expect(openOutboxBody(askedMail?.text)).toContain('נא לצרף דוחות כספיים מבוקרים')
    const view = (await (await readInquiry(company)).json()).inquiry
    expect(view).toMatchObject({ status: 'more_info', editable: true })

    // The company answers: a photo for its team member, then submits again.
    const uploaded = await upload(company, 'team-photo', { bytes: photo, name: 'dana.png' })
    expect(uploaded.status).toBe(201)
    const photoId: number = (await uploaded.json()).file.id
    const venture = ventureStep(category)
    const saved = await saveStep(company, 'venture', {
      ...venture,
      team: [{ ...venture.team[0], photo: photoId }],
      intent: 'continue',
    })
    expect(saved.status).toBe(200)
    expect((await submit(company, { declaration: true })).status).toBe(200)

    expect((await decide(compliance, id, { decision: 'startReview' })).status).toBe(200)
    const approved = await decide(compliance, id, { decision: 'approve' })
    expect(approved.status).toBe(200)
    const { status, project: projectId } = await approved.json()
    expect(status).toBe('approved')

    const inquiry = await payload.findByID({ collection: 'company-inquiries', id, depth: 0 })
    expect(inquiry).toMatchObject({
      status: 'approved',
      project: projectId,
      decidedBy: compliance.id,
    })
    for (const locale of ['he', 'en'] as const) {
      const project = await payload.findByID({
        collection: 'projects',
        id: projectId,
        draft: true,
        locale,
        depth: 1,
      })
      expect(project).toMatchObject({
        status: 'new',
        _status: 'draft',
        company: expect.objectContaining({ id: company.id }),
        inquiry: expect.objectContaining({ id }),
        currency: 'ILS',
        minimumRaise: 50_000_000,
        maximumRaise: 150_000_000,
        unitPrice: 1250,
        raisingType: 'stock',
        stage: 'seed',
        name: locale === 'he' ? 'אקמי טכנולוגיות בע"מ' : 'Acme Technologies Ltd',
        shortDescription:
          locale === 'he'
            ? 'פלטפורמה לניהול מלאי לחנויות קטנות'
            : 'An inventory platform for small shops',
      })
      expect(project.team?.[0]).toMatchObject({ fullName: 'Dana Cohen', role: 'CEO' })
      const image = project.team?.[0]?.image
      expect(typeof image === 'object' && image?.mimeType).toMatch(/^image\//)
    }
    // A draft in status `new` is not on the site; its company reads it (its page follows it).
    const anonymousRead = await restCall('GET', `/api/projects/${projectId}`, {})
    expect(anonymousRead.status).toBeGreaterThanOrEqual(400)
    const ownRead = await restCall('GET', `/api/projects/${projectId}?depth=0`, { caller: company })
    expect(ownRead.status).toBe(200)
    const other = await companyCaller(payload, 'review-flow-other')
    const otherRead = await restCall('GET', `/api/projects/${projectId}`, { caller: other })
    expect(otherRead.status).toBe(404)
    const investorRead = await restCall('GET', `/api/projects/${projectId}`, {
      caller: await investorCaller(payload, 'review-flow-investor'),
    })
    expect(investorRead.status).toBe(404)
    const account = await payload.findByID({ collection: 'investors', id: company.id })
    const own = await readOwnProjects(payload, account as never, 'en')
    expect(own).toEqual([
      expect.objectContaining({ id: projectId, status: 'new', public: false, investorCount: 0 }),
    ])

    const approvedMail = await lastEmailTo(await emailOf(company))
    expect(approvedMail?.subject).toContain('אושרה')
    const audit = await payload.find({
      collection: 'audit-log',
      where: { and: [{ investor: { equals: company.id } }, { actor: { equals: compliance.id } }] },
      sort: 'createdAt',
      depth: 0,
    })
    expect(audit.docs.map((entry) => entry.action)).toEqual([
      'company-inquiry.more-info-requested',
      'company-inquiry.review-started',
      'company-inquiry.approved',
    ])

    // Decided: nothing more to decide.
    const again = await decide(compliance, id, { decision: 'deny', reason: 'late' })
    expect(again.status).toBe(409)
  })

  it('denies with the reason the company reads, in English for an English account', async () => {
    const { company, id } = await submittedInquiry('review-deny', 'en')
    const denied = await decide(compliance, id, {
      decision: 'deny',
      reason: 'The company offered securities by prospectus.',
    })
    expect(denied.status).toBe(200)
    const mail = await lastEmailTo(await emailOf(company))
    expect(mail?.subject).toContain('was not approved')
    expect(openOutboxBody(mail?.text)).toContain('The company offered securities by prospectus.')
    const view = (await (await readInquiry(company)).json()).inquiry
    expect(view).toMatchObject({ status: 'denied', editable: false })
  })

  it('makes one project when two reviewers approve at the same moment', async () => {
    const { id } = await submittedInquiry('review-race')
    const admin = await staffCaller(payload, 'admin')
    const answers = await Promise.all([
      decide(compliance, id, { decision: 'approve' }),
      decide(admin, id, { decision: 'approve' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const projects = await payload.count({
      collection: 'projects',
      where: { inquiry: { equals: id } },
    })
    expect(projects.totalDocs).toBe(1)
    const approvals = await payload.count({
      collection: 'audit-log',
      where: { action: { equals: 'company-inquiry.approved' }, 'details.inquiry': { equals: id } },
    })
    expect(approvals.totalDocs).toBe(1)
  })
})
