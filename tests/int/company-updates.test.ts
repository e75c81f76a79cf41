import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as updatesRoute from '@/app/(payload)/api/company/projects/[id]/updates/route'
import { messagesFor } from '@/i18n/messages'
import { createSession } from '@/server/auth/create-session'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'
import { deliverQueuedEmails } from '@/server/email/deliver-queued-emails'
import { createInvestment } from '@/server/investments/invest/create-investment'

import { receive } from '../support/accounts'
import { companyCaller, type Company } from '../support/company-inquiry'
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
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

// Outside Next there is no page cache to expire, and `after` cannot run.
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Investor = Caller & { id: number; email: string; accountKind: 'investor' | 'company' }

const isRefused = (status: number) => status >= 401 && status < 500

const anUpdate = (tag: string, visibility: 'public' | 'investors') => ({
  titleHe: `עדכון רבעוני ${tag}`,
  titleEn: `Quarterly update ${tag}`,
  textHe: `הכנסות הרבעון עלו.\n\nגייסנו עובדים חדשים לצוות ${tag}.`,
  textEn: `Revenue grew this quarter.\n\nWe hired new people for team ${tag}.`,
  visibility,
})

/**
 * Issue 18: a company's updates to its investors. Posted by the company through its route (its
 * own project on the site only, once per submission, audited, e-mailed to each investor of the
 * project in their language); read through Payload's API by whom `companyUpdateReaders` allows.
 */
describe('company updates', () => {
  let payload: Payload
  let companyA: Company
  let companyB: Company
  let project: { id: number; alias: string }
  let investorEn: Investor
  let investorHe: Investor
  let cancelledInvestor: Investor
  let outsider: Caller & { id: number }
  let editor: StaffCaller
  let compliance: StaffCaller
  let admin: StaffCaller
  let investorsOnly: number
  let publicUpdate: number

  async function anInvestor(locale: 'he' | 'en'): Promise<Investor> {
    const [investor] = await readyInvestors(payload, 1)
    await sqlDatabase(payload).execute(
      sql`update investors set locale = ${locale} where id = ${investor!.id}`,
    )
    const { token } = await createSession({
      payload,
      investorId: investor!.id,
      transport: 'bearer',
      settings: { sessionMaxHours: 1 },
      ip: null,
      userAgent: null,
    })
    return { ...investor!, name: investor!.email, headers: { authorization: `Bearer ${token}` } }
  }

  async function invest(investor: Investor, amount: string) {
    const { investment } = await createInvestment(payload, {
      investor,
      request: aBankTransfer(project.alias, amount),
      idempotencyKey: aSubmissionKey(),
      client: { ip: '127.0.0.1', userAgent: 'test', locale: 'en' },
    })
    return investment.id
  }

  function post(
    caller: Caller,
    projectId: number | string,
    body: Record<string, unknown>,
    key: string | null = randomUUID(),
  ) {
    const headers: Record<string, string> = {
      ...caller.headers,
      [clientIpHeader]: anIp(),
      'content-type': 'application/json',
    }
    if (key) headers['idempotency-key'] = key
    return updatesRoute.POST(
      new NextRequest(`http://localhost/api/company/projects/${projectId}/updates`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id: String(projectId) }) },
    )
  }

  const outboxTo = async (email: string) =>
    (
      await payload.find({
        collection: 'email-outbox',
        where: { to: { equals: email } },
        pagination: false,
        depth: 0,
      })
    ).docs

  beforeAll(async () => {
    payload = await testPayload()
    companyA = await companyCaller(payload, 'updates-company-a')
    companyB = await companyCaller(payload, 'updates-company-b')
    project = await aRaisingProject(payload, { company: companyA.id })
    investorEn = await anInvestor('en')
    investorHe = await anInvestor('he')
    cancelledInvestor = await anInvestor('en')
    outsider = await investorCaller(payload, 'updates-outsider')
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
    admin = await staffCaller(payload, 'admin')
    await invest(investorEn, '1000')
    await invest(investorEn, '2000')
    await invest(investorHe, '1500')
    const cancelled = await invest(cancelledInvestor, '1000')
    await sqlDatabase(payload).execute(
      sql`update investments set status = 'cancelled' where id = ${cancelled}`,
    )
  })

  it('posts an update in both languages and e-mails each investor of the project once, in their language', async () => {
    const key = randomUUID()
    const response = await post(companyA, project.id, anUpdate('one', 'investors'), key)
    expect(response.status).toBe(201)
    const { update } = await response.json()
    investorsOnly = update.id
    expect(update).toMatchObject({
      project: project.id,
      visibility: 'investors',
      title: { he: 'עדכון רבעוני one', en: 'Quarterly update one' },
      emailedTo: 2,
    })

    const english = await receive(payload, investorEn.email, (m) =>
      m.subject.includes('Quarterly update one'),
    )
    expect(english.text).toContain('Revenue grew this quarter.')
    expect(english.text).toContain(`/projects/${project.alias}?tab=updates&lng=en`)
    const hebrew = await receive(payload, investorHe.email, (m) =>
      m.subject.includes('עדכון רבעוני one'),
    )
    expect(hebrew.text).toContain('הכנסות הרבעון עלו.')
    expect(hebrew.html).toContain('dir="rtl"')
    // Two investments, one e-mail; a cancelled investment is no longer the project's investor.
    const toEn = (await outboxTo(investorEn.email)).filter((m) => m.subject.includes('one'))
    expect(toEn).toHaveLength(1)
    expect(
      (await outboxTo(cancelledInvestor.email)).filter((m) => m.subject.includes('one')),
    ).toHaveLength(0)

    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'company-update.posted' } },
      depth: 0,
    })
    expect(audit.docs[0]).toMatchObject({
      investor: companyA.id,
      project: project.id,
      details: { update: update.id, visibility: 'investors', emailedTo: 2 },
    })

    // The same submission again (a retry after a lost answer): the same update, nobody told twice.
    const again = await post(companyA, project.id, anUpdate('one', 'investors'), key)
    expect(again.status).toBe(200)
    expect((await again.json()).update.id).toBe(update.id)
    while ((await deliverQueuedEmails(payload)) > 0);
    expect(
      (await outboxTo(investorEn.email)).filter((m) => m.subject.includes('one')),
    ).toHaveLength(1)
  })

  it('posts one update when the same submission arrives twice at once', async () => {
    const key = randomUUID()
    const answers = await Promise.all([
      post(companyA, project.id, anUpdate('twice', 'public'), key),
      post(companyA, project.id, anUpdate('twice', 'public'), key),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    const ids = await Promise.all(answers.map(async (answer) => (await answer.json()).update.id))
    expect(ids[0]).toBe(ids[1])
    publicUpdate = ids[0]
    const stored = await payload.find({
      collection: 'company-updates',
      where: { idempotencyKey: { equals: key } },
      depth: 0,
    })
    expect(stored.totalDocs).toBe(1)
    expect(
      (await outboxTo(investorHe.email)).filter((m) => m.subject.includes('twice')),
    ).toHaveLength(1)
  })

  it('refuses another company, an investor, a visitor, and a project not on the site yet', async () => {
    expect((await post(companyB, project.id, anUpdate('b', 'public'))).status).toBe(404)
    expect((await post(companyA, 999_999, anUpdate('none', 'public'))).status).toBe(404)
    expect((await post(companyA, 'abc', anUpdate('none', 'public'))).status).toBe(404)
    const investorAnswer = await post(investorEn, project.id, anUpdate('inv', 'public'))
    expect(investorAnswer.status).toBe(403)
    expect((await investorAnswer.json()).error.code).toBe('INVESTOR_ACCOUNT')
    expect((await post(anonymous, project.id, anUpdate('anon', 'public'))).status).toBe(401)
    expect((await post(companyA, project.id, anUpdate('nokey', 'public'), null)).status).toBe(400)

    const draft = await aRaisingProject(payload, { company: companyA.id, status: 'approval' })
    for (const locale of ['he', 'en'] as const) {
      const answer = await post(companyA, draft.id, { ...anUpdate('early', 'public'), locale })
      expect(answer.status).toBe(409)
      const { error } = await answer.json()
      expect(error.code).toBe('UPDATES_NOT_OPEN')
      expect(error.message).toBe(messagesFor(locale).ApiErrors.UPDATES_NOT_OPEN)
    }
  })

  it('answers invalid input field by field, in the language asked for', async () => {
    const answer = await post(companyA, project.id, {
      titleHe: 'English title',
      titleEn: 'כותרת',
      textHe: 'קצר',
      textEn: '',
      visibility: 'everyone',
      locale: 'he',
    })
    expect(answer.status).toBe(400)
    const { fields } = (await answer.json()).error
    expect(fields.titleHe.key).toBe('hebrewTextRequired')
    expect(fields.titleEn.key).toBe('englishTextRequired')
    expect(fields.textHe.key).toBe('updateTextMin')
    expect(fields.textEn.key).toBe('required')
    expect(fields.visibility.key).toBe('required')
    expect(fields.titleHe.message).toBe(messagesFor('he').Validation.hebrewTextRequired)
    const unknownField = await post(companyA, project.id, {
      ...anUpdate('x', 'public'),
      company: companyB.id,
    })
    expect(unknownField.status).toBe(400)
  })

  it('shows investors-only updates to the project’s investors, the company and staff only', async () => {
    const listed = async (caller: Caller) => {
      const response = await restCall(
        'GET',
        `/api/company-updates?where[project][equals]=${project.id}&depth=0&limit=50`,
        { caller },
      )
      expect(response.status, caller.name).toBe(200)
      const body = await response.json()
      return body.docs as { id: number; idempotencyKey?: string }[]
    }
    for (const caller of [investorEn, investorHe, companyA, editor, compliance, admin]) {
      const ids = (await listed(caller)).map((doc) => doc.id)
      expect(ids, caller.name).toEqual(expect.arrayContaining([investorsOnly, publicUpdate]))
    }
    for (const caller of [cancelledInvestor, outsider, companyB, anonymous]) {
      const ids = (await listed(caller)).map((doc) => doc.id)
      expect(ids, caller.name).toContain(publicUpdate)
      expect(ids, caller.name).not.toContain(investorsOnly)
      const one = await restCall('GET', `/api/company-updates/${investorsOnly}`, { caller })
      expect(isRefused(one.status), `${caller.name} ${one.status}`).toBe(true)
    }
    // The submission's key is staff's to see.
    expect((await listed(companyA)).every((doc) => doc.idempotencyKey === undefined)).toBe(true)
    expect((await listed(admin)).some((doc) => typeof doc.idempotencyKey === 'string')).toBe(true)
  })

  it('hides a public update of a project that is no longer on the site', async () => {
    const hidden = await aRaisingProject(payload, { company: companyA.id })
    const answer = await post(companyA, hidden.id, anUpdate('hidden', 'public'))
    const { update } = await answer.json()
    await sqlDatabase(payload).execute(
      sql`update projects set _status = 'draft' where id = ${hidden.id}`,
    )
    for (const caller of [anonymous, outsider]) {
      const one = await restCall('GET', `/api/company-updates/${update.id}`, { caller })
      expect(isRefused(one.status), caller.name).toBe(true)
    }
    expect(
      (await restCall('GET', `/api/company-updates/${update.id}`, { caller: companyA })).status,
    ).toBe(200)
  })

  it('lets nobody write updates through the API, and editors only remove one (audited)', async () => {
    for (const caller of [companyA, investorEn, anonymous, editor, compliance, admin]) {
      const created = await restCall('POST', '/api/company-updates', {
        caller,
        json: {
          project: project.id,
          company: companyA.id,
          visibility: 'public',
          title: 'x',
          text: 'y',
          idempotencyKey: randomUUID(),
        },
      })
      expect(isRefused(created.status), `${caller.name} ${created.status}`).toBe(true)
      const changed = await restCall('PATCH', `/api/company-updates/${publicUpdate}`, {
        caller,
        json: { visibility: 'investors' },
      })
      expect(isRefused(changed.status), `${caller.name} ${changed.status}`).toBe(true)
      const versions = await restCall('GET', '/api/company-updates/versions', { caller })
      expect(isRefused(versions.status), `${caller.name} ${versions.status}`).toBe(true)
    }
    for (const caller of [companyA, investorEn, anonymous, compliance]) {
      const deleted = await restCall('DELETE', `/api/company-updates/${publicUpdate}`, { caller })
      expect(isRefused(deleted.status), `${caller.name} ${deleted.status}`).toBe(true)
    }
    const { default: config } = await import('@payload-config')
    const graphql = await GRAPHQL_POST(config)(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...admin.headers },
        body: JSON.stringify({ query: '{ CompanyUpdates(limit: 100) { docs { title text } } }' }),
      }),
    )
    expect(graphql.status).toBeGreaterThanOrEqual(400)
    expect(await graphql.text()).not.toContain('Quarterly update')

    const removed = await restCall('DELETE', `/api/company-updates/${publicUpdate}`, {
      caller: editor,
    })
    expect(removed.status).toBe(200)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'company-update.removed' } },
      depth: 0,
    })
    expect(audit.docs[0]).toMatchObject({
      actor: editor.id,
      investor: companyA.id,
      details: { update: publicUpdate, project: project.id },
    })
  })
})
