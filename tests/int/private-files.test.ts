import { rm, symlink } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { createDemoPdf } from '@/seed-data/demo-pdf'

import { aRaisingProject } from '../support/investing'
import {
  companyCaller,
  download,
  readInquiry,
  upload,
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

/**
 * Private files (identity documents, companies' inquiry files, project documents) are served so
 * that nothing in them runs on the site's origin: `Content-Security-Policy: sandbox` and `nosniff`
 * on every answer, and a PDF of an investor or a company is downloaded, never opened in the
 * browser's viewer. The review screens show such a PDF as pictures of its pages, drawn on the
 * server, to whoever may read the record.
 */
describe('private files', () => {
  let payload: Payload
  let compliance: StaffCaller
  let company: Company
  let owner: Caller & { id: number }
  const pdf = createDemoPdf(['A document for review', 'Second line'])
  const files = {} as Record<'identityPdf' | 'identityPhoto' | 'inquiryPdf' | 'projectPdf', string>
  const ids = {} as Record<'identityPdf' | 'identityPhoto' | 'inquiryPdf', number>

  beforeAll(async () => {
    payload = await testPayload()
    compliance = await staffCaller(payload, 'compliance')
    owner = await investorCaller(payload, 'private-files-owner')
    const identity = await payload.create({
      collection: 'investor-documents',
      data: { investor: owner.id, kind: 'id-card' },
      file: { data: pdf, mimetype: 'application/pdf', name: 'id.pdf', size: pdf.length },
    })
    files.identityPdf = identity.filename!
    ids.identityPdf = identity.id
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    )
    const photo = await payload.create({
      collection: 'investor-documents',
      data: { investor: owner.id, kind: 'selfie' },
      file: { data: png, mimetype: 'image/png', name: 'selfie.png', size: png.length },
    })
    files.identityPhoto = photo.filename!
    ids.identityPhoto = photo.id

    company = await companyCaller(payload, 'private-files-company')
    const uploaded = await upload(company, 'pitch-deck', { bytes: pdf, name: 'deck.pdf' })
    expect(uploaded.status).toBeLessThan(300)
    const view = (await (await readInquiry(company)).json()).inquiry as {
      files: { id: number }[]
    }
    const inquiryFile = await payload.findByID({
      collection: 'company-inquiry-files',
      id: view.files[0]!.id,
    })
    files.inquiryPdf = inquiryFile.filename!
    ids.inquiryPdf = inquiryFile.id

    const { id: project } = await aRaisingProject(payload)
    const document = await payload.create({
      collection: 'project-documents',
      context: { disableRevalidate: true },
      data: { title: 'Offer', project },
      file: { data: pdf, mimetype: 'application/pdf', name: 'offer.pdf', size: pdf.length },
    })
    files.projectPdf = document.filename!
  })

  const expectSandboxed = (response: Response, disposition: RegExp) => {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toBe('sandbox')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toMatch(disposition)
  }

  it("serves an identity document's PDF to compliance sandboxed, as a download", async () => {
    const response = await restCall('GET', `/api/investor-documents/file/${files.identityPdf}`, {
      caller: compliance,
    })
    expectSandboxed(response, /^attachment/)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect((await response.text()).startsWith('%PDF-')).toBe(true)
  })

  it('serves an identity photo sandboxed, inline (an <img> shows it)', async () => {
    const response = await restCall('GET', `/api/investor-documents/file/${files.identityPhoto}`, {
      caller: owner,
    })
    expectSandboxed(response, /^inline/)
  })

  it("serves a company's inquiry PDF sandboxed as a download, to staff and to the company", async () => {
    const staffRead = await restCall('GET', `/api/company-inquiry-files/file/${files.inquiryPdf}`, {
      caller: compliance,
    })
    expectSandboxed(staffRead, /^attachment/)
    const own = await download(company, ids.inquiryPdf)
    expectSandboxed(own, /^attachment; filename\*=UTF-8''deck\.pdf$/)
  })

  it('serves a project document sandboxed, still inline for reading in the browser', async () => {
    const response = await restCall('GET', `/api/project-documents/file/${files.projectPdf}`, {
      caller: anonymous,
    })
    expectSandboxed(response, /^inline/)
  })

  it('answers a private file missing from the disk 404, not 500', async () => {
    const response = await restCall('GET', '/api/investor-documents/file/missing.pdf', {
      caller: compliance,
    })
    expect(response.status).toBe(404)
    const media = await restCall('GET', '/api/media/file/missing.png', { caller: anonymous })
    expect(media.status).toBe(404)
  })

  /** A public project document; where its file lies on the disk. */
  async function aDocumentOnDisk(name: string) {
    const { id: project } = await aRaisingProject(payload)
    const { filename } = await payload.create({
      collection: 'project-documents',
      context: { disableRevalidate: true },
      data: { title: name, project },
      file: { data: pdf, mimetype: 'application/pdf', name: `${name}.pdf`, size: pdf.length },
    })
    return {
      filename: filename!,
      place: path.resolve('media-private/project-documents', filename!),
    }
  }

  it('answers 404 for a file whose record is there but whose file is gone from the disk', async () => {
    const document = await aDocumentOnDisk('gone')
    await rm(document.place)
    const response = await restCall('GET', `/api/project-documents/file/${document.filename}`, {
      caller: anonymous,
      headers: { 'accept-language': 'en' },
    })
    expect(response.status).toBe(404)
    expect((await response.json()).error.code).toBe('NOT_FOUND')
  })

  it('answers 503 with Retry-After, translated and logged, when the disk holds the file but cannot give it', async () => {
    const document = await aDocumentOnDisk('unreadable')
    // The file's place cannot be read (a link to itself: ELOOP, as a failing disk would refuse).
    const { place } = document
    await rm(place)
    await symlink(place, place)
    const logged = vi.spyOn(payload.logger, 'error')
    try {
      for (const [language, message] of [
        ['en', 'The file cannot be opened at the moment. Please try again in a few minutes.'],
        ['he', 'לא ניתן לפתוח את הקובץ כרגע. נא לנסות שוב בעוד כמה דקות.'],
      ]) {
        const response = await restCall('GET', `/api/project-documents/file/${document.filename}`, {
          caller: anonymous,
          headers: { 'accept-language': language! },
        })
        expect(response.status).toBe(503)
        expect(response.headers.get('retry-after')).toBe('30')
        expect((await response.json()).error).toMatchObject({
          code: 'FILE_STORAGE_UNAVAILABLE',
          message,
        })
      }
      expect(JSON.stringify(logged.mock.calls)).toContain(
        `file project-documents/${document.filename}: the storage failed`,
      )
    } finally {
      logged.mockRestore()
      await rm(place, { force: true })
    }
  })

  it("shows a reviewer a PDF's pages as pictures, audited once, sandboxed", async () => {
    const opened = () =>
      payload.count({
        collection: 'audit-log',
        where: { action: { equals: 'investor-document.opened' }, investor: { equals: owner.id } },
      })
    const before = (await opened()).totalDocs
    const page = await restCall(
      'GET',
      `/api/investor-documents/${ids.identityPdf}/preview?pdfPage=1`,
      {
        caller: compliance,
      },
    )
    expectSandboxed(page, /^inline/)
    expect(page.headers.get('content-type')).toBe('image/png')
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const bytes = Buffer.from(await page.arrayBuffer())
    expect(bytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
    expect((await opened()).totalDocs).toBe(before + 1)

    const inquiryPage = await restCall(
      'GET',
      `/api/company-inquiry-files/${ids.inquiryPdf}/preview?pdfPage=1`,
      { caller: compliance },
    )
    expect(inquiryPage.status).toBe(200)
    expect(inquiryPage.headers.get('content-type')).toBe('image/png')
  })

  it('answers a page the PDF does not have, and a file that is not a PDF, 404', async () => {
    for (const page of ['2', '0', 'abc', '999']) {
      const response = await restCall(
        'GET',
        `/api/investor-documents/${ids.identityPdf}/preview?pdfPage=${page}`,
        { caller: compliance },
      )
      expect(response.status, page).toBe(404)
    }
    const photo = await restCall('GET', `/api/investor-documents/${ids.identityPhoto}/preview`, {
      caller: compliance,
    })
    expect(photo.status).toBe(404)
  })

  it('shows the pages to no one who may not read the file', async () => {
    const stranger = await investorCaller(payload, 'private-files-stranger')
    const editor = await staffCaller(payload, 'editor')
    for (const caller of [anonymous, stranger, editor]) {
      const response = await restCall(
        'GET',
        `/api/investor-documents/${ids.identityPdf}/preview?pdfPage=1`,
        { caller },
      )
      expect(response.status, caller.name).toBe(404)
    }
    const ownPage = await restCall('GET', `/api/investor-documents/${ids.identityPdf}/preview`, {
      caller: owner,
    })
    expect(ownPage.status).toBe(200)
  })
})
