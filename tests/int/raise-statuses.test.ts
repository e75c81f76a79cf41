import { sql } from '@payloadcms/db-postgres'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as projectStatusRoute from '@/app/(payload)/api/staff/projects/[id]/status/route'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { advanceRaiseStatuses } from '@/server/investments/raise/advance-raise-statuses'

import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'
import {
  anIp,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

// Outside Next there is no cache to expire: record which pages a change would expire.
const expired = vi.hoisted(() => [] as string[])
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}))

/** Noon in Israel (10:00 UTC) on a day, as the test clock. */
const at = (day: string) => new Date(`${day}T10:00:00Z`)

describe('project statuses', () => {
  let payload: Payload
  let editor: StaffCaller

  beforeAll(async () => {
    payload = await testPayload()
    editor = await staffCaller(payload, 'editor')
  })

  function move(caller: Caller, projectId: number, body: unknown) {
    return projectStatusRoute.POST(
      new NextRequest(`http://localhost/api/staff/projects/${projectId}/status`, {
        method: 'POST',
        headers: {
          ...caller.headers,
          [clientIpHeader]: anIp(),
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id: String(projectId) }) },
    )
  }

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
      ...(entry.details as { from: string; to: string; by: string; reason?: string }),
    }))
  }

  it('lets staff review an application along the machine, audited, and refuses the rest', async () => {
    const project = await aRaisingProject(payload, { status: 'new' })
    for (const to of ['waiting', 'approval', 'coming'])
      expect((await move(editor, project.id, { to })).status).toBe(200)
    expect(await statusOf(project.id)).toBe('coming')

    const opened = await move(editor, project.id, { to: 'raising' })
    expect(opened.status).toBe(409)
    expect((await opened.json()).error.code).toBe('STATUS_CHANGE_NOT_ALLOWED')
    expect((await move(editor, project.id, { to: 'denied', reason: 'late' })).status).toBe(409)
    expect(await statusOf(project.id)).toBe('coming')

    const investor = await investorCaller(payload, 'status-outsider')
    expect((await move(investor, project.id, { to: 'raising' })).status).toBe(403)
    expect(
      (await move({ name: 'nobody', headers: {} }, project.id, { to: 'raising' })).status,
    ).toBe(401)

    expect(await statusChanges(project.id)).toEqual([
      { actor: editor.id, from: 'new', to: 'waiting', by: 'staff' },
      { actor: editor.id, from: 'waiting', to: 'approval', by: 'staff' },
      { actor: editor.id, from: 'approval', to: 'coming', by: 'staff' },
    ])
  })

  it('asks the reason to deny an application, and records it', async () => {
    const project = await aRaisingProject(payload, { status: 'approval' })
    const silent = await move(editor, project.id, { to: 'denied', reason: '  ' })
    expect(silent.status).toBe(400)
    expect((await silent.json()).error.fields.reason.key).toBe('reasonRequired')
    const denied = await move(editor, project.id, {
      to: 'denied',
      reason: 'The company offered securities by prospectus.',
    })
    expect(denied.status).toBe(200)
    expect(await statusChanges(project.id)).toEqual([
      {
        actor: editor.id,
        from: 'approval',
        to: 'denied',
        by: 'staff',
        reason: 'The company offered securities by prospectus.',
      },
    ])
  })

  it('keeps the status when staff save a project, its drafts included', async () => {
    const project = await aRaisingProject(payload, { status: 'approval' })
    const saved = await restCall('PATCH', `/api/projects/${project.id}`, {
      caller: editor,
      json: { status: 'raising', shortDescription: 'Edited by the editor' },
    })
    expect(saved.status).toBe(200)
    expect(await statusOf(project.id)).toBe('approval')

    // A draft written while in approval, published after the project moved on.
    const draft = await restCall('PATCH', `/api/projects/${project.id}?draft=true`, {
      caller: editor,
      json: { shortDescription: 'A draft from before', _status: 'draft' },
    })
    expect(draft.status).toBe(200)
    expect((await move(editor, project.id, { to: 'coming' })).status).toBe(200)
    const latest = await payload.findByID({
      collection: 'projects',
      id: project.id,
      draft: true,
      depth: 0,
    })
    expect(latest.status).toBe('coming')
    const published = await restCall('PATCH', `/api/projects/${project.id}`, {
      caller: editor,
      json: { shortDescription: 'A draft from before', status: 'approval', _status: 'published' },
    })
    expect(published.status).toBe(200)
    expect(await statusOf(project.id)).toBe('coming')
  })

  it('opens a raise on its start day in Israel, not the evening before', async () => {
    const project = await aRaisingProject(payload, {
      status: 'coming',
      startDate: '2031-03-10T10:00:00.000Z',
      endDate: '2031-04-10T10:00:00.000Z',
    })
    // 21:59 UTC on the 9th is 23:59 in Israel: still the day before.
    await advanceRaiseStatuses(payload, {
      now: new Date('2031-03-09T21:59:00Z'),
      projects: [project.id],
    })
    expect(await statusOf(project.id)).toBe('coming')
    await advanceRaiseStatuses(payload, {
      now: new Date('2031-03-09T22:00:00Z'),
      projects: [project.id],
    })
    expect(await statusOf(project.id)).toBe('raising')
    expect(expired).toContain(`project:${project.alias}`)
    expect(await statusChanges(project.id)).toMatchObject([
      { actor: null, from: 'coming', to: 'raising', by: 'schedule', reason: 'startDate' },
    ])
  })

  async function raiseWith(amountShekels: number, fields: Record<string, unknown>) {
    const project = await aRaisingProject(payload, {
      minimumRaise: 10_000_00,
      maximumRaise: 50_000_00,
      startDate: '2031-05-01T10:00:00.000Z',
      endDate: '2031-05-31T10:00:00.000Z',
      ...fields,
    })
    if (amountShekels > 0) {
      const [investor] = await readyInvestors(payload, 1, {
        investorType: 'qualified',
        typeVerified: true,
      })
      await createInvestment(payload, {
        investor: investor!,
        request: aBankTransfer(project.alias, String(amountShekels)),
        idempotencyKey: aSubmissionKey(),
        client: { ip: '127.0.0.1', userAgent: 'test', locale: 'en' },
      })
    }
    return project
  }

  it('closes a raise the day after its last day: with the minimum it succeeds', async () => {
    const project = await raiseWith(10_000, {})
    await advanceRaiseStatuses(payload, { now: at('2031-05-31'), projects: [project.id] })
    expect(await statusOf(project.id)).toBe('raising')
    await advanceRaiseStatuses(payload, { now: at('2031-06-01'), projects: [project.id] })
    expect(await statusOf(project.id)).toBe('success_finished')
    expect((await statusChanges(project.id))[0]).toMatchObject({ reason: 'minimumReachedAtEnd' })
  })

  it('succeeds at once when the maximum is reached', async () => {
    const project = await raiseWith(50_000, {})
    await advanceRaiseStatuses(payload, { now: at('2031-05-02'), projects: [project.id] })
    expect(await statusOf(project.id)).toBe('success_finished')
    expect((await statusChanges(project.id))[0]).toMatchObject({ reason: 'maximumReached' })
  })

  it('extends once below the minimum when staff set an extension, then fails at its end', async () => {
    const project = await raiseWith(9_999, { extensionEndDate: '2031-06-15T10:00:00.000Z' })
    await advanceRaiseStatuses(payload, { now: at('2031-06-01'), projects: [project.id] })
    expect(await statusOf(project.id)).toBe('raising_extend')
    await advanceRaiseStatuses(payload, { now: at('2031-06-15'), projects: [project.id] })
    expect(await statusOf(project.id)).toBe('raising_extend')
    await advanceRaiseStatuses(payload, { now: at('2031-06-16'), projects: [project.id] })
    expect(await statusOf(project.id)).toBe('unsuccess_finished')
    expect((await statusChanges(project.id)).map((change) => change.to)).toEqual([
      'raising_extend',
      'unsuccess_finished',
    ])
  })

  it('fails below the minimum without an extension', async () => {
    const project = await raiseWith(0, {})
    await advanceRaiseStatuses(payload, { now: at('2031-06-01'), projects: [project.id] })
    expect(await statusOf(project.id)).toBe('unsuccess_finished')
  })

  it('moves each project once when runs overlap', async () => {
    const projects = await Promise.all([raiseWith(10_000, {}), raiseWith(0, {})])
    const runs = await Promise.all(
      Array.from({ length: 4 }, () =>
        advanceRaiseStatuses(payload, {
          now: at('2031-06-01'),
          projects: projects.map((each) => each.id),
        }),
      ),
    )
    for (const project of projects) {
      const moved = runs.flat().filter((change) => change.projectId === project.id)
      expect(moved).toHaveLength(1)
      expect(await statusChanges(project.id)).toHaveLength(1)
    }
    expect(await statusOf(projects[0].id)).toBe('success_finished')
    expect(await statusOf(projects[1].id)).toBe('unsuccess_finished')
  })
})
