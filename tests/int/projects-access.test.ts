import { GRAPHQL_POST, REST_GET } from '@payloadcms/next/routes'
import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createDemoPdf } from '@/seed-data/demo-pdf'

import { anEmail, registerAccount } from '../support/accounts'
import { setIdentityCheck } from '../support/identity'
import { testPayload } from '../support/payload'

const context = { disableRevalidate: true }

/** Payload's own REST and GraphQL handlers, called in-process as the site's routes call them. */
async function rest(path: string, headers: Record<string, string> = {}) {
  const { default: config } = await import('@payload-config')
  const slug = path.split('?')[0]!.split('/').filter(Boolean)
  const request = new Request(`http://localhost/api/${path}`, { headers })
  return REST_GET(config)(request, { params: Promise.resolve({ slug }) })
}

async function graphql(query: string) {
  const { default: config } = await import('@payload-config')
  const request = new Request('http://localhost/api/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  const response = await GRAPHQL_POST(config)(request)
  return { status: response.status, body: await response.text() }
}

type Seeded = { alias: string; documentFile: string }

/** A raising stock offer that meets every publishing rule, changed by `overrides`. */
function createProject(
  payload: Payload,
  options: { alias: string; category: number; draft: boolean; overrides: Record<string, unknown> },
) {
  const { alias, category, draft, overrides } = options
  return payload.create({
    collection: 'projects',
    context,
    draft,
    data: {
      alias,
      name: `Project ${alias}`,
      shortDescription: 'A project for the access tests',
      category,
      stage: 'seed',
      raisingType: 'stock',
      currency: 'ILS',
      minimumRaise: 100_000_00,
      maximumRaise: 200_000_00,
      unitPrice: 10_00,
      minimalInvestment: 500_00,
      status: 'raising',
      documentsVisibility: 'public',
      _status: draft ? 'draft' : 'published',
      ...overrides,
    },
  })
}

describe('projects as visitors and investors see them', () => {
  let payload: Payload
  let investor: TypedUser
  let approved: TypedUser
  const projects: Record<'visible' | 'draft' | 'underReview' | 'angel' | 'investorDocs', Seeded> =
    {} as never

  async function project(
    key: keyof typeof projects,
    overrides: Record<string, unknown>,
    draft = false,
  ) {
    const alias = `access-${key.toLowerCase()}-${Date.now()}`
    const category = await payload.create({
      collection: 'categories',
      context,
      data: { name: 'Tech', slug: `cat-${alias}` },
    })
    const created = await createProject(payload, { alias, category: category.id, draft, overrides })
    const data = createDemoPdf([alias])
    const document = await payload.create({
      collection: 'project-documents',
      context,
      data: { title: `Offer of ${key}`, project: created.id },
      file: { data, mimetype: 'application/pdf', name: `${alias}.pdf`, size: data.length },
    })
    projects[key] = { alias, documentFile: document.filename! }
  }

  beforeAll(async () => {
    payload = await testPayload()
    await project('visible', {})
    await project('draft', {}, true)
    await project('underReview', { status: 'approval' })
    await project('angel', {
      angelCampaign: true,
      currency: 'USD',
      minimalInvestment: 15_000_00,
    })
    await project('investorDocs', { documentsVisibility: 'investors' })
    const signedIn = async (name: string) => {
      const id = await registerAccount(payload, anEmail(name))
      const account = await payload.findByID({ collection: 'investors', id, overrideAccess: true })
      return { ...account, collection: 'investors' } as TypedUser
    }
    investor = await signedIn('projects')
    approved = await signedIn('projects-approved')
    await setIdentityCheck(payload, approved.id as number, 'approved')
  })

  const aliasesSeenBy = async (user: TypedUser | null) =>
    (
      await payload.find({
        collection: 'projects',
        overrideAccess: false,
        user,
        draft: false,
        limit: 1000,
        depth: 0,
      })
    ).docs.map((p) => p.alias)

  it('shows visitors published projects in a public status only, without angel campaigns', async () => {
    const seen = await aliasesSeenBy(null)
    expect(seen).toContain(projects.visible.alias)
    expect(seen).toContain(projects.investorDocs.alias)
    expect(seen).not.toContain(projects.draft.alias)
    expect(seen).not.toContain(projects.underReview.alias)
    expect(seen).not.toContain(projects.angel.alias)
  })

  it('shows a signed-in investor no angel campaign until compliance approves their identity', async () => {
    const seen = await aliasesSeenBy(investor)
    expect(seen).toContain(projects.visible.alias)
    expect(seen).not.toContain(projects.angel.alias)
  })

  it('shows a pre-qualified investor the angel campaign but still no draft or project under review', async () => {
    const seen = await aliasesSeenBy(approved)
    expect(seen).toContain(projects.angel.alias)
    expect(seen).toContain(projects.visible.alias)
    expect(seen).not.toContain(projects.draft.alias)
    expect(seen).not.toContain(projects.underReview.alias)
  })

  it('publishes bonds only with their terms and an angel campaign only from 15,000 USD', async () => {
    const category = await payload.create({
      collection: 'categories',
      context,
      data: { name: 'Rules', slug: `cat-rules-${Date.now()}` },
    })
    const offer = (overrides: Record<string, unknown>, status: 'draft' | 'published') =>
      createProject(payload, {
        alias: `rules-${status}-${Math.random().toString(36).slice(2, 8)}`,
        category: category.id,
        draft: status === 'draft',
        overrides,
      })
    // The fields each attempt was refused for (none when it was saved).
    const refused = (overrides: Record<string, unknown>) =>
      offer(overrides, 'published').then(
        () => [],
        (error: { data?: { errors?: { path: string }[] } }) =>
          (error.data?.errors ?? []).map(({ path }) => path),
      )
    expect(await refused({ raisingType: 'bonds' })).toEqual([
      'loanPeriodMonths',
      'annualInterestPercent',
    ])
    expect(
      await refused({ raisingType: 'bonds', loanPeriodMonths: 24, annualInterestPercent: 8 }),
    ).toEqual([])
    expect(await refused({ angelCampaign: true })).toEqual(['currency'])
    expect(
      await refused({ angelCampaign: true, currency: 'USD', minimalInvestment: 14_999_00 }),
    ).toEqual(['minimalInvestment'])
    expect(
      await refused({ angelCampaign: true, currency: 'USD', minimalInvestment: 15_000_00 }),
    ).toEqual([])
    // A draft may still be missing them.
    await offer({ raisingType: 'bonds', angelCampaign: true }, 'draft')
  })

  it('keeps version histories of projects and pages (drafts, projects under review) from investors', async () => {
    for (const collection of ['projects', 'pages'] as const) {
      await expect(
        payload.findVersions({ collection, overrideAccess: false, user: investor }),
        collection,
      ).rejects.toThrow()
      const response = await rest(`${collection}/versions?limit=1000`)
      expect(response.status, collection).toBe(403)
    }
  })

  it('keeps drafts, projects under review and angel campaigns out of the REST API for visitors', async () => {
    const response = await rest('projects?limit=1000&depth=0')
    expect(response.status).toBe(200)
    const body = (await response.json()) as { docs: { alias: string }[] }
    const seen = body.docs.map((p) => p.alias)
    expect(seen).toContain(projects.visible.alias)
    for (const hidden of [projects.draft, projects.underReview, projects.angel]) {
      expect(seen).not.toContain(hidden.alias)
      const single = await rest(`projects?where[alias][equals]=${hidden.alias}&draft=true`)
      expect(((await single.json()) as { docs: unknown[] }).docs).toEqual([])
    }
  })

  it('answers no GraphQL query at all (the API is switched off), so nothing leaks through it', async () => {
    for (const query of [
      '{ Projects(limit: 1000, draft: true) { docs { alias } } }',
      '{ ProjectDocuments(limit: 1000) { docs { title filename } } }',
    ]) {
      const response = await graphql(query)
      expect(response.status).toBeGreaterThanOrEqual(400)
      for (const hidden of [projects.draft, projects.underReview, projects.angel])
        expect(response.body).not.toContain(hidden.alias)
    }
  })

  it('lets visitors download a public project document but no private one, through REST', async () => {
    const open = await rest(`project-documents/file/${projects.visible.documentFile}`)
    expect(open.status).toBe(200)
    expect(open.headers.get('content-type')).toContain('application/pdf')
    expect((await open.text()).startsWith('%PDF-')).toBe(true)
    for (const hidden of [
      projects.investorDocs,
      projects.draft,
      projects.underReview,
      projects.angel,
    ]) {
      const response = await rest(`project-documents/file/${hidden.documentFile}`)
      expect(response.status, hidden.alias).toBeGreaterThanOrEqual(400)
    }
  })

  it('lists only public projects’ documents to visitors through REST', async () => {
    const response = await rest('project-documents?limit=1000&depth=0')
    const titles = ((await response.json()) as { docs: { title: string }[] }).docs.map(
      (d) => d.title,
    )
    expect(titles).toContain('Offer of visible')
    for (const hidden of ['investorDocs', 'draft', 'underReview', 'angel'])
      expect(titles).not.toContain(`Offer of ${hidden}`)
  })

  it("opens documents meant for investors to a signed-in investor, an angel campaign's once pre-qualified", async () => {
    const titlesSeenBy = async (user: TypedUser) =>
      (
        await payload.find({
          collection: 'project-documents',
          overrideAccess: false,
          user,
          limit: 1000,
          depth: 0,
        })
      ).docs.map((d) => d.title)
    const titles = await titlesSeenBy(investor)
    expect(titles).toContain('Offer of investorDocs')
    expect(titles).not.toContain('Offer of angel')
    expect(titles).not.toContain('Offer of draft')
    expect(titles).not.toContain('Offer of underReview')
    expect(await titlesSeenBy(approved)).toContain('Offer of angel')
  })
})
