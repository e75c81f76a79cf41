import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as alertRoute from '@/app/(payload)/api/investor/raise-alerts/[project]/route'
import { messagesFor } from '@/i18n/messages'
import { createSession } from '@/server/auth/create-session'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'
import { advanceRaiseStatuses } from '@/server/investments/raise/advance-raise-statuses'

import { receive } from '../support/accounts'
import { aRaisingProject, readyInvestors, type ReadyInvestorOptions } from '../support/investing'
import { linkFrom } from '../support/mail-catcher'
import { testPayload } from '../support/payload'
import { anIp, anonymous, restCall, staffCaller, type Caller } from '../support/rest'

// Outside Next there is no page cache to expire, and `after` cannot run.
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Investor = Caller & { id: number; email: string }
type Method = 'GET' | 'POST' | 'DELETE'

/** Noon in Israel (10:00 UTC) on a day, as the test clock. */
const at = (day: string) => new Date(`${day}T10:00:00Z`)

describe('raise alerts', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  async function anInvestor(
    locale: 'he' | 'en' = 'en',
    options: ReadyInvestorOptions = {},
  ): Promise<Investor> {
    const [investor] = await readyInvestors(payload, 1, options)
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

  const aComingProject = () =>
    aRaisingProject(payload, {
      status: 'coming',
      startDate: '2031-03-10T10:00:00.000Z',
      endDate: '2031-04-10T10:00:00.000Z',
    })

  async function alert(method: Method, caller: Caller, project: number | string, locale = 'en') {
    const response = await alertRoute[method](
      new NextRequest(`http://localhost/api/investor/raise-alerts/${project}`, {
        method,
        headers: {
          ...caller.headers,
          [clientIpHeader]: anIp(),
          'content-type': 'application/json',
          'accept-language': locale,
        },
        body: method === 'GET' ? undefined : JSON.stringify({ locale }),
      }),
      { params: Promise.resolve({ project: String(project) }) },
    )
    return { status: response.status, body: await response.json() }
  }

  async function alertRows(projectId: number) {
    const found = await sqlDatabase(payload).execute(
      sql`select investor_id, notified_at from raise_alerts where project_id = ${projectId}
           order by investor_id`,
    )
    return found.rows as { investor_id: number; notified_at: string | null }[]
  }

  /** Messages queued to `to` about the project (fresh investors get no other mail about it). */
  const mailsAbout = async (to: string, alias: string) =>
    (
      await payload.count({
        collection: 'email-outbox',
        where: { and: [{ to: { equals: to } }, { subject: { like: alias } }] },
      })
    ).totalDocs

  it('lets a signed-in investor ask and take it back, each answered the same when repeated', async () => {
    const project = await aComingProject()
    const investor = await anInvestor()

    expect((await alert('POST', anonymous, project.id)).status).toBe(401)
    expect(await alert('GET', investor, project.id)).toEqual({
      status: 200,
      body: { asked: false },
    })
    for (let i = 0; i < 2; i++)
      expect(await alert('POST', investor, project.id)).toEqual({
        status: 200,
        body: { asked: true },
      })
    expect(await alert('GET', investor, project.id)).toEqual({ status: 200, body: { asked: true } })
    expect(await alertRows(project.id)).toEqual([{ investor_id: investor.id, notified_at: null }])

    for (let i = 0; i < 2; i++)
      expect(await alert('DELETE', investor, project.id)).toEqual({
        status: 200,
        body: { asked: false },
      })
    expect(await alert('GET', investor, project.id)).toEqual({
      status: 200,
      body: { asked: false },
    })
    expect(await alertRows(project.id)).toEqual([])
  })

  it("keeps each investor's alerts their own; compliance reads them, nobody writes them through the API", async () => {
    const project = await aComingProject()
    const [owner, other] = [await anInvestor(), await anInvestor()]
    await alert('POST', owner, project.id)

    expect(await alert('GET', other, project.id)).toEqual({ status: 200, body: { asked: false } })
    // Another investor's DELETE takes back only their own (none): the owner's stays.
    await alert('DELETE', other, project.id)
    expect(await alertRows(project.id)).toEqual([{ investor_id: owner.id, notified_at: null }])

    const list = (caller: Caller) =>
      restCall('GET', `/api/raise-alerts?where[project][equals]=${project.id}&depth=0`, { caller })
    const mine = await (await list(owner)).json()
    expect(mine.docs.map((doc: { investor: number }) => doc.investor)).toEqual([owner.id])
    expect((await (await list(other)).json()).docs).toEqual([])
    const compliance = await staffCaller(payload, 'compliance')
    expect((await (await list(compliance)).json()).docs).toHaveLength(1)
    expect((await list(await staffCaller(payload, 'editor'))).status).toBe(403)
    expect((await list(anonymous)).status).toBe(403)

    const created = await restCall('POST', '/api/raise-alerts', {
      caller: owner,
      json: { investor: owner.id, project: project.id },
    })
    expect(created.status).toBe(403)
    const [row] = mine.docs as { id: number }[]
    for (const caller of [owner, compliance])
      expect((await restCall('DELETE', `/api/raise-alerts/${row!.id}`, { caller })).status).toBe(
        403,
      )
    expect(await alertRows(project.id)).toHaveLength(1)
  })

  it('refuses a project that is not coming soon, in the language asked for', async () => {
    const raising = await aRaisingProject(payload)
    const investor = await anInvestor()
    for (const locale of ['he', 'en'] as const) {
      const refused = await alert('POST', investor, raising.id, locale)
      expect(refused.status).toBe(409)
      expect(refused.body.error).toMatchObject({
        code: 'RAISE_ALERT_CLOSED',
        message: messagesFor(locale).ApiErrors.RAISE_ALERT_CLOSED,
      })
    }
    expect(await alertRows(raising.id)).toEqual([])
    // Taking back is never refused.
    expect((await alert('DELETE', investor, raising.id)).status).toBe(200)
  })

  it('answers a project the investor may not see, or no project, as absent', async () => {
    const investor = await anInvestor()
    const draft = await aRaisingProject(payload, { status: 'coming', _status: 'draft' })
    for (const project of [draft.id, 2_147_483_647, 99_999_999_999, 'abc', '0', '-1'])
      expect((await alert('POST', investor, project)).status).toBe(404)
    expect(await alertRows(draft.id)).toEqual([])
  })

  it('refuses a company account: it cannot invest', async () => {
    const project = await aComingProject()
    const company = await anInvestor('he', { accountKind: 'company' })
    const refused = await alert('POST', company, project.id, 'he')
    expect(refused.status).toBe(403)
    expect(refused.body.error).toMatchObject({
      code: 'COMPANY_ACCOUNT',
      message: messagesFor('he').ApiErrors.COMPANY_ACCOUNT,
    })
    expect(await alertRows(project.id)).toEqual([])
  })

  it('e-mails each investor who asked once, in their language, when the raise opens, however many runs overlap', async () => {
    const project = await aComingProject()
    const hebrew = await anInvestor('he')
    const english = await anInvestor('en')
    const changedMind = await anInvestor('en')
    const neverAsked = await anInvestor('en')
    for (const investor of [hebrew, english, changedMind])
      expect((await alert('POST', investor, project.id)).status).toBe(200)
    await alert('DELETE', changedMind, project.id)

    // The day before its start nothing moves and nobody is told.
    await advanceRaiseStatuses(payload, { now: at('2031-03-09'), projects: [project.id] })
    expect(await mailsAbout(english.email, project.alias)).toBe(0)

    const round = { now: at('2031-03-10'), projects: [project.id] }
    await Promise.all(Array.from({ length: 4 }, () => advanceRaiseStatuses(payload, round)))
    await advanceRaiseStatuses(payload, round)

    const rows = await alertRows(project.id)
    expect(rows.map((row) => row.investor_id)).toEqual([hebrew.id, english.id])
    for (const row of rows)
      expect(new Date(row.notified_at!).toISOString()).toBe(round.now.toISOString())
    expect(await mailsAbout(hebrew.email, project.alias)).toBe(1)
    expect(await mailsAbout(english.email, project.alias)).toBe(1)
    expect(await mailsAbout(changedMind.email, project.alias)).toBe(0)
    expect(await mailsAbout(neverAsked.email, project.alias)).toBe(0)

    const name = `Project ${project.alias}`
    const he = await receive(payload, hebrew.email, (m) => m.subject.includes(name))
    expect(he.subject).toContain(`הגיוס של ${name} נפתח`)
    expect(he.html).toContain('dir="rtl"')
    expect(linkFrom(he, `/invest/${project.alias}`)).toMatch(/\?lng=he$/)
    const en = await receive(payload, english.email, (m) => m.subject.includes(name))
    expect(en.subject).toContain(`The raise of ${name} is open`)
    expect(linkFrom(en, `/invest/${project.alias}`)).toMatch(/\?lng=en$/)

    // Once open, asking is refused; the investors told stay told.
    expect((await alert('POST', neverAsked, project.id)).body.error.code).toBe('RAISE_ALERT_CLOSED')
  })
})
