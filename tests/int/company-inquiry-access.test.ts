import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  categories,
  companyCaller,
  companyStep,
  completeInquiry,
  download,
  readInquiry,
  submit,
  type Company,
} from '../support/company-inquiry'
import { testPayload } from '../support/payload'
import {
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
  type StaffCaller,
} from '../support/rest'

const isRefused = (status: number) => status >= 401 && status < 500

/**
 * Who reads and changes companies' inquiries and their files through Payload's own API (REST,
 * versions, the file route, GraphQL) and the company's routes: the owning company its own (and
 * changes it only while it is a draft), staff read, everyone else nothing. The files (financial
 * statements, cap table) are the owner's and the reviewers' (compliance, administrators) only.
 */
describe('company inquiry access', () => {
  let payload: Payload
  let companyA: Company
  let companyB: Company
  let investor: Caller & { id: number }
  let editor: StaffCaller
  let compliance: StaffCaller
  let admin: StaffCaller
  let inquiryA: number
  let fileA: { id: number; filename: string }
  let staff: StaffCaller[]
  let reviewers: StaffCaller[]
  let outsiders: Caller[]

  beforeAll(async () => {
    payload = await testPayload()
    const { top } = await categories(payload)
    companyA = await companyCaller(payload, 'access-company-a')
    companyB = await companyCaller(payload, 'access-company-b')
    investor = await investorCaller(payload, 'access-investor')
    editor = await staffCaller(payload, 'editor')
    compliance = await staffCaller(payload, 'compliance')
    admin = await staffCaller(payload, 'admin')
    staff = [editor, compliance, admin]
    reviewers = [compliance, admin]
    outsiders = [companyB, investor, anonymous]
    await completeInquiry(companyA, top)
    await completeInquiry(companyB, top)
    const view = (await (await readInquiry(companyA)).json()).inquiry
    inquiryA = view.id
    const stored = await payload.findByID({
      collection: 'company-inquiry-files',
      id: view.files[0].id,
    })
    fileA = { id: stored.id, filename: stored.filename! }
  })

  it('lets the owner and staff read an inquiry over REST, nobody else', async () => {
    for (const caller of [companyA, ...staff]) {
      const response = await restCall('GET', `/api/company-inquiries/${inquiryA}?depth=0`, {
        caller,
      })
      expect(response.status, caller.name).toBe(200)
      expect((await response.json()).legalNameEn, caller.name).toBe(companyStep.legalNameEn)
    }
    for (const caller of outsiders) {
      const response = await restCall('GET', `/api/company-inquiries/${inquiryA}`, { caller })
      expect(isRefused(response.status), `${caller.name} ${response.status}`).toBe(true)
      expect(await response.text()).not.toContain(companyStep.legalNameEn)
    }
    for (const caller of [companyB, investor]) {
      const listed = await (
        await restCall('GET', '/api/company-inquiries?depth=0', { caller })
      ).json()
      expect(
        listed.docs.map((doc: { id: number }) => doc.id),
        caller.name,
      ).not.toContain(inquiryA)
    }
    const listed = await (
      await restCall('GET', '/api/company-inquiries?limit=100&depth=0', { caller: compliance })
    ).json()
    expect(listed.docs.map((doc: { id: number }) => doc.id)).toContain(inquiryA)
  })

  it('keeps the history (versions) to staff', async () => {
    for (const caller of staff) {
      const response = await restCall(
        'GET',
        `/api/company-inquiries/versions?where[parent][equals]=${inquiryA}&depth=0`,
        { caller },
      )
      expect(response.status, caller.name).toBe(200)
      expect((await response.json()).totalDocs, caller.name).toBeGreaterThan(0)
    }
    for (const caller of [companyA, ...outsiders]) {
      const response = await restCall('GET', '/api/company-inquiries/versions', { caller })
      expect(isRefused(response.status), `${caller.name} ${response.status}`).toBe(true)
    }
  })

  it('lets only the owner change its draft over REST, by the steps’ rules, never its status', async () => {
    const renamed = await restCall('PATCH', `/api/company-inquiries/${inquiryA}`, {
      caller: companyA,
      json: {
        contactName: 'Noa Levi',
        companyNumber: '51-234567-9',
        status: 'approved',
        decisionReason: 'self-approved',
        submittedAt: '2020-01-01T00:00:00.000Z',
        owner: companyB.id,
      },
    })
    expect(renamed.status).toBe(200)
    const stored = await payload.findByID({
      collection: 'company-inquiries',
      id: inquiryA,
      depth: 0,
    })
    expect(stored).toMatchObject({
      contactName: 'Noa Levi',
      companyNumber: '512345679',
      status: 'draft',
      owner: companyA.id,
    })
    expect(stored.decisionReason ?? null).toBeNull()
    expect(stored.submittedAt ?? null).toBeNull()

    const invalid = await restCall('PATCH', `/api/company-inquiries/${inquiryA}`, {
      caller: companyA,
      json: { companyNumber: '515555556', minimumAmount: -5 },
    })
    expect(invalid.status).toBe(400)
    const message = JSON.stringify(await invalid.json())
    expect(message).toContain('companyNumber')

    for (const caller of [...outsiders, ...staff]) {
      const response = await restCall('PATCH', `/api/company-inquiries/${inquiryA}`, {
        caller,
        json: { contactName: 'Intruder' },
      })
      expect(isRefused(response.status), `${caller.name} ${response.status}`).toBe(true)
    }
    for (const caller of [companyA, ...outsiders, ...staff]) {
      const created = await restCall('POST', '/api/company-inquiries', {
        caller,
        json: { owner: companyA.id, status: 'approved' },
      })
      expect(isRefused(created.status), `${caller.name} create ${created.status}`).toBe(true)
      const deleted = await restCall('DELETE', `/api/company-inquiries/${inquiryA}`, { caller })
      expect(isRefused(deleted.status), `${caller.name} delete ${deleted.status}`).toBe(true)
    }
    expect(
      (await payload.findByID({ collection: 'company-inquiries', id: inquiryA })).contactName,
    ).toBe('Noa Levi')
  })

  it('opens the files to the owner and the reviewers only, through REST, the file route and its own', async () => {
    for (const caller of [companyA, ...reviewers]) {
      const record = await restCall('GET', `/api/company-inquiry-files/${fileA.id}`, { caller })
      expect(record.status, caller.name).toBe(200)
    }
    for (const caller of [...outsiders, editor]) {
      const record = await restCall('GET', `/api/company-inquiry-files/${fileA.id}`, { caller })
      expect(isRefused(record.status), `${caller.name} ${record.status}`).toBe(true)
    }

    const fileUrl = `/api/company-inquiry-files/file/${fileA.filename}`
    const auditsBefore = await payload.count({
      collection: 'audit-log',
      where: { action: { equals: 'company-inquiry-file.opened' } },
    })
    for (const caller of [companyA, ...reviewers]) {
      const response = await restCall('GET', fileUrl, { caller })
      expect(response.status, caller.name).toBe(200)
      expect(response.headers.get('cache-control'), caller.name).toBe('private, no-store')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect((await response.text()).startsWith('%PDF-'), caller.name).toBe(true)
    }
    // Each reviewer's opening is in the audit log, naming the company and the file.
    const audits = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'company-inquiry-file.opened' } },
      sort: '-createdAt',
      limit: 2,
      depth: 0,
    })
    expect(audits.totalDocs - auditsBefore.totalDocs).toBe(2)
    expect(audits.docs.map((entry) => entry.actor).sort()).toEqual(
      reviewers.map((member) => member.id).sort(),
    )
    expect(audits.docs[0]).toMatchObject({
      investor: companyA.id,
      details: { file: fileA.id, inquiry: inquiryA },
    })
    expect((await restCall('GET', fileUrl, { caller: companyB })).status).toBe(404)
    expect((await restCall('GET', fileUrl, { caller: investor })).status).toBe(404)
    expect(isRefused((await restCall('GET', fileUrl, { caller: editor })).status)).toBe(true)
    expect(isRefused((await restCall('GET', fileUrl, { caller: anonymous })).status)).toBe(true)

    // The company's own route: the owner only.
    expect((await download(companyA, fileA.id)).status).toBe(200)
    expect((await download(companyB, fileA.id)).status).toBe(404)
    expect((await download(investor, fileA.id)).status).toBe(403)
    expect((await download(anonymous, fileA.id)).status).toBe(401)
    expect((await download(admin, fileA.id)).status).toBe(401)

    for (const caller of [companyA, ...outsiders, ...staff]) {
      const versions = await restCall('GET', '/api/company-inquiry-files/versions', { caller })
      expect(isRefused(versions.status), caller.name).toBe(true)
      const changed = await restCall('PATCH', `/api/company-inquiry-files/${fileA.id}`, {
        caller,
        json: { owner: companyB.id, removedAt: null },
      })
      expect(isRefused(changed.status), `${caller.name} ${changed.status}`).toBe(true)
      const deleted = await restCall('DELETE', `/api/company-inquiry-files/${fileA.id}`, { caller })
      expect(isRefused(deleted.status), `${caller.name} ${deleted.status}`).toBe(true)
    }
  })

  it('answers no GraphQL query about inquiries (the API is switched off)', async () => {
    const { default: config } = await import('@payload-config')
    for (const query of [
      '{ CompanyInquiries(limit: 100) { docs { legalNameEn companyNumber } } }',
      '{ CompanyInquiryFiles(limit: 100) { docs { filename url } } }',
    ]) {
      const response = await GRAPHQL_POST(config)(
        new Request('http://localhost/api/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...admin.headers },
          body: JSON.stringify({ query }),
        }),
      )
      expect(response.status).toBeGreaterThanOrEqual(400)
      const text = await response.text()
      expect(text).not.toContain(companyStep.legalNameEn)
      expect(text).not.toContain(fileA.filename)
    }
  })

  it('closes the inquiry to changes by its owner once submitted', async () => {
    expect((await submit(companyA, { declaration: true })).status).toBe(200)
    const response = await restCall('PATCH', `/api/company-inquiries/${inquiryA}`, {
      caller: companyA,
      json: { contactName: 'After submission' },
    })
    expect(isRefused(response.status), String(response.status)).toBe(true)
    const stored = await payload.findByID({ collection: 'company-inquiries', id: inquiryA })
    expect(stored).toMatchObject({ status: 'submitted', contactName: 'Noa Levi' })
    // Still its own to read.
    const read = await restCall('GET', `/api/company-inquiries/${inquiryA}`, { caller: companyA })
    expect((await read.json()).status).toBe('submitted')
  })
})
