import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { setIdentityCheck } from '../support/identity'
import { aRaisingProject } from '../support/investing'
import { testPayload } from '../support/payload'
import { anonymous, investorCaller, restCall, staffCaller, type Caller } from '../support/rest'

/**
 * What is derived from a project (its raise totals) is seen by exactly who sees the project:
 * an angel campaign's figures by pre-qualified investors and staff, never by a visitor or an
 * investor whose identity check is not approved (tests/int/angel-campaigns.test.ts); a project not
 * (or not yet) on the site by staff only. And Payload's permission map is staff's alone.
 */
describe('raise totals follow their project', () => {
  let payload: Payload
  let investor: Caller
  let approved: Caller & { id: number }
  let editor: Caller
  const projects = { open: 0, angel: 0, draft: 0 }

  async function withTotals(overrides: Record<string, unknown>, draft = false) {
    const { id } = await aRaisingProject(payload, {
      ...overrides,
      ...(draft ? { _status: 'draft' } : {}),
    })
    await payload.create({
      collection: 'raise-totals',
      data: {
        project: id,
        currency: (overrides.currency as 'ILS' | 'USD' | undefined) ?? 'ILS',
        raised: 123_456_00,
        maximum: 4_000_000_00,
        investorCount: 7,
      },
    })
    return id
  }

  beforeAll(async () => {
    payload = await testPayload()
    projects.open = await withTotals({})
    projects.angel = await withTotals({
      angelCampaign: true,
      currency: 'USD',
      minimalInvestment: 15_000_00,
    })
    projects.draft = await withTotals({ status: 'approval' })
    investor = await investorCaller(payload, 'derived-visibility')
    approved = await investorCaller(payload, 'derived-visibility-approved')
    await setIdentityCheck(payload, approved.id, 'approved')
    editor = await staffCaller(payload, 'editor')
  })

  const totalsSeen = async (caller: Caller, project: number) => {
    const response = await restCall('GET', `/api/raise-totals?where[project][equals]=${project}`, {
      caller,
    })
    expect(response.status).toBe(200)
    const { docs } = (await response.json()) as {
      docs: { raised: number; investorCount: number }[]
    }
    return docs
  }

  it("hides an angel campaign's raised amount and investor count from a visitor", async () => {
    expect(await totalsSeen(anonymous, projects.angel)).toEqual([])
    const all = await restCall('GET', '/api/raise-totals?limit=0', { caller: anonymous })
    const listed = ((await all.json()) as { docs: { project: number }[] }).docs
    expect(listed.map((total) => total.project)).not.toContain(projects.angel)
    const [total] = await payload
      .find({
        collection: 'raise-totals',
        where: { project: { equals: projects.angel } },
      })
      .then((found) => found.docs)
    const byId = await restCall('GET', `/api/raise-totals/${total!.id}`, { caller: anonymous })
    expect(byId.status).toBe(404)
    const counted = await restCall(
      'GET',
      `/api/raise-totals/count?where[project][equals]=${projects.angel}`,
      { caller: anonymous },
    )
    expect(((await counted.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })

  it('shows a visitor the totals of a project on the site', async () => {
    expect(await totalsSeen(anonymous, projects.open)).toMatchObject([
      { raised: 123_456_00, investorCount: 7 },
    ])
  })

  it("shows the angel campaign's totals to whoever may read the campaign (pre-qualified investors, staff)", async () => {
    const project = await restCall('GET', `/api/projects/${projects.angel}`, { caller: approved })
    expect(project.status).toBe(200)
    expect(await totalsSeen(approved, projects.angel)).toHaveLength(1)
    expect(await totalsSeen(editor, projects.angel)).toHaveLength(1)
  })

  it("hides the angel campaign's totals from an investor whose identity check is not approved", async () => {
    const project = await restCall('GET', `/api/projects/${projects.angel}`, { caller: investor })
    expect(project.status).toBe(404)
    expect(await totalsSeen(investor, projects.angel)).toEqual([])
  })

  it('hides the totals of a project not on the site from investors, and shows them to staff', async () => {
    expect(await totalsSeen(investor, projects.draft)).toEqual([])
    expect(await totalsSeen(anonymous, projects.draft)).toEqual([])
    expect(await totalsSeen(editor, projects.draft)).toHaveLength(1)
  })

  it('hides a hidden project behind a raise total populated at depth', async () => {
    const response = await restCall('GET', `/api/raise-totals?depth=1&limit=0`, {
      caller: anonymous,
    })
    const { docs } = (await response.json()) as { docs: { project: unknown }[] }
    const ids = docs.map((total) =>
      typeof total.project === 'object' ? (total.project as { id: number }).id : total.project,
    )
    expect(ids).toContain(projects.open)
    expect(ids).not.toContain(projects.angel)
    expect(ids).not.toContain(projects.draft)
  })
})

describe("Payload's permission map (/api/access)", () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('asks a visitor to sign in', async () => {
    const response = await restCall('GET', '/api/access', {
      caller: anonymous,
      headers: { 'accept-language': 'en' },
    })
    expect(response.status).toBe(401)
    const body = (await response.json()) as { error: { code: string; message: string } }
    expect(body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'Please log in to continue.' })
  })

  it('refuses an investor', async () => {
    const investor = await investorCaller(payload, 'access-map')
    const response = await restCall('GET', '/api/access', { caller: investor })
    expect(response.status).toBe(403)
    expect(JSON.stringify(await response.json())).not.toContain('collections')
  })

  it('answers staff, for the admin panel', async () => {
    const editor = await staffCaller(payload, 'editor')
    const response = await restCall('GET', '/api/access', { caller: editor })
    expect(response.status).toBe(200)
    expect(await response.json()).toHaveProperty('collections.posts')
  })
})
