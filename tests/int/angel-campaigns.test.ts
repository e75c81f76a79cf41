import type { Payload, PayloadRequest, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { investorSight } from '@/access/investor-sight'
import { israelToday } from '@/domain/identity/adulthood'
import { createDemoPdf } from '@/seed-data/demo-pdf'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { readProject } from '@/server/projects/get-project'
import { listCatalogue } from '@/server/projects/list-catalogue'

import { failureOf } from '../support/accounts'
import { setIdentityCheck } from '../support/identity'
import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'
import { anonymous, bearerCaller, restCall, staffCaller, type Caller } from '../support/rest'

const context = { disableRevalidate: true }

type Viewer = Caller & { user: TypedUser | null }

/**
 * Angel campaigns are shown only to signed-in, pre-qualified investors (an approved identity
 * check), to the campaign's own company and to those who invested in it; staff see everything.
 * The project, its raise totals, its documents, the catalogue and the project page agree.
 */
describe('angel campaigns, for pre-qualified investors only', () => {
  let payload: Payload
  const angel = { id: 0, alias: '', category: '', document: '' }
  const viewers = {} as Record<
    'visitor' | 'unapproved' | 'approved' | 'staff' | 'company' | 'holder',
    Viewer
  >

  /** A ready account (complete profile) with its identity check in `kycStatus`, signed in. */
  async function investor(
    name: string,
    options: Parameters<typeof readyInvestors>[2] = {},
  ): Promise<Viewer> {
    const [account] = await readyInvestors(payload, 1, {
      investorType: 'qualified',
      typeVerified: true,
      ...options,
    })
    const caller = await bearerCaller(payload, account!.id, name)
    const found = await payload.findByID({ collection: 'investors', id: account!.id })
    return { ...caller, user: { ...found, collection: 'investors' } as TypedUser }
  }

  beforeAll(async () => {
    payload = await testPayload()
    const day = israelToday(new Date())
    await payload.create({
      collection: 'fx-rates',
      data: { currency: 'USD', date: day, ilsPerUnit: '3.7' } as never,
    })
    viewers.company = await investor('company', { accountKind: 'company' })
    angel.category = `angel-${Date.now()}`
    const category = await payload.create({
      collection: 'categories',
      context,
      data: { name: 'Angels', slug: angel.category },
    })
    const project = await aRaisingProject(payload, {
      angelCampaign: true,
      currency: 'USD',
      minimalInvestment: 15_000_00,
      documentsVisibility: 'public',
      category: category.id,
      company: viewers.company.user!.id,
    })
    Object.assign(angel, project)
    const pdf = createDemoPdf([`Offer of ${project.alias}`])
    const document = await payload.create({
      collection: 'project-documents',
      context,
      data: { title: `Offer of ${project.alias}`, project: project.id },
      file: {
        data: pdf,
        mimetype: 'application/pdf',
        name: `${project.alias}.pdf`,
        size: pdf.length,
      },
    })
    angel.document = document.filename!

    viewers.visitor = { ...anonymous, user: null }
    viewers.unapproved = await investor('unapproved', { kycStatus: 'submitted' })
    viewers.approved = await investor('approved', { kycStatus: 'approved' })
    const editor = await staffCaller(payload, 'editor')
    viewers.staff = { ...editor, user: null }
    // Invested while approved; a changed identity detail sent the check back to review.
    viewers.holder = await investor('holder', { kycStatus: 'approved' })
    await createInvestment(payload, {
      investor: { id: viewers.holder.user!.id as number, accountKind: 'investor' } as never,
      request: aBankTransfer(angel.alias, '15000'),
      idempotencyKey: aSubmissionKey(),
      client: { ip: '127.0.0.1', userAgent: null, locale: 'en' },
    })
    await setIdentityCheck(payload, viewers.holder.user!.id as number, 'submitted')
  })

  const json = async (response: Response) => {
    expect(response.status).toBe(200)
    return (await response.json()) as { docs: Record<string, unknown>[] }
  }

  /** What each way in shows the viewer of the campaign. */
  async function seenBy(viewer: Viewer) {
    const caller = { caller: viewer }
    const project = await restCall('GET', `/api/projects/${angel.id}?depth=0`, caller)
    const totals = await json(
      await restCall('GET', `/api/raise-totals?where[project][equals]=${angel.id}`, caller),
    )
    const documents = await json(
      await restCall('GET', `/api/project-documents?where[project][equals]=${angel.id}`, caller),
    )
    const file = await restCall('GET', `/api/project-documents/file/${angel.document}`, caller)
    await file.body?.cancel()
    return {
      project: project.status === 200,
      totals: totals.docs.length === 1,
      documents: documents.docs.length === 1,
      file: file.status === 200,
    }
  }

  const everything = { project: true, totals: true, documents: true, file: true }
  const nothing = { project: false, totals: false, documents: false, file: false }

  it('shows a visitor nothing of it', async () => {
    expect(await seenBy(viewers.visitor)).toEqual(nothing)
  })

  it('shows an investor whose identity check is not approved nothing of it', async () => {
    expect(await seenBy(viewers.unapproved)).toEqual(nothing)
  })

  it('shows an investor whose identity check is approved all of it', async () => {
    expect(await seenBy(viewers.approved)).toEqual(everything)
  })

  it('shows staff all of it', async () => {
    expect(await seenBy(viewers.staff)).toEqual(everything)
  })

  it('shows the campaign to its own company and to an investor who holds an investment in it', async () => {
    expect(await seenBy(viewers.company)).toEqual(everything)
    expect(await seenBy(viewers.holder)).toEqual(everything)
  })

  it('finds the campaign for the project page and the catalogue only for those who may see it', async () => {
    const query = { group: null, category: angel.category, page: 1 }
    for (const [viewer, sees] of [
      [viewers.visitor, false],
      [viewers.unapproved, false],
      [viewers.approved, true],
    ] as const) {
      const page = await readProject(angel.alias, 'en', viewer.user)
      expect(page?.raise.investorCount ?? null, viewer.name).toBe(sees ? 1 : null)
      if (!viewer.user) continue
      const catalogue = await listCatalogue(query, 'en', viewer.user)
      expect(
        catalogue.cards.map((card) => card.alias),
        viewer.name,
      ).toEqual(sees ? [angel.alias] : [])
    }
  })

  it('takes no investment from an investor whose identity check is not approved', async () => {
    const error = await failureOf(
      createInvestment(payload, {
        investor: { id: viewers.unapproved.user!.id as number, accountKind: 'investor' } as never,
        request: aBankTransfer(angel.alias, '15000'),
        idempotencyKey: aSubmissionKey(),
        client: { ip: '127.0.0.1', userAgent: null, locale: 'en' },
      }),
    )
    expect(error.code).toBe('NOT_FOUND')
  })

  it("reads the investor's standing once per request, however many checks ask", async () => {
    const req = { user: viewers.approved.user, payload } as unknown as PayloadRequest
    const first = investorSight(req)
    expect(investorSight(req)).toBe(first)
    expect(await first).toMatchObject({ preQualified: true })
    const other = { user: viewers.unapproved.user, payload } as unknown as PayloadRequest
    expect(await investorSight(other)).toMatchObject({ preQualified: false, invested: [] })
    expect(investorSight({ user: null, payload } as unknown as PayloadRequest)).toBeNull()
  })
})
