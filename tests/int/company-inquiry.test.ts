import { sql } from '@payloadcms/db-postgres'
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { inquiryFileMaxBytes } from '@/domain/companies/inquiry-files'
import { sqlDatabase } from '@/server/db/sql-database'

import {
  categories,
  companyCaller,
  companyStep,
  completeInquiry,
  documentKinds,
  download,
  htmlBytes,
  pdfBytes,
  readInquiry,
  removeFile,
  saveStep,
  submit,
  upload,
  ventureStep,
} from '../support/company-inquiry'
import { testPayload } from '../support/payload'
import { anonymous, investorCaller, type Caller } from '../support/rest'

const body = (response: Response) => response.json()

const inquiriesOf = async (payload: Payload, owner: number) =>
  (await payload.find({ collection: 'company-inquiries', where: { owner: { equals: owner } } }))
    .docs

describe('company inquiry: saving, files and submitting', () => {
  let payload: Payload
  let category: { top: number; sub: number }

  beforeAll(async () => {
    payload = await testPayload()
    category = await categories(payload)
  })

  it('saves each step as a draft on the server and resumes where the company was', async () => {
    const company = await companyCaller(payload, 'inquiry-resume')
    expect((await body(await readInquiry(company))).inquiry).toBeNull()

    const draft = await saveStep(company, 'company', {
      legalNameHe: 'אקמי בע"מ',
      companyNumber: '51-555555-5',
      intent: 'draft',
      locale: 'en',
      utm_source: 'newsletter',
    })
    expect(draft.status).toBe(200)
    expect(draft.headers.get('cache-control')).toContain('no-store')
    const saved = (await body(draft)).inquiry
    expect(saved).toMatchObject({
      status: 'draft',
      editable: true,
      lastStep: 'company',
      resumeStep: 'company',
      complete: { company: false, venture: false, files: false },
      company: { legalNameHe: 'אקמי בע"מ', companyNumber: '515555555', legalNameEn: null },
    })

    const continued = await body(
      await saveStep(company, 'company', { ...companyStep, intent: 'continue' }),
    )
    expect(continued.inquiry).toMatchObject({ lastStep: 'venture', resumeStep: 'venture' })
    expect(continued.inquiry.complete.company).toBe(true)

    // Half of step 2, then the company leaves: it comes back to step 2 with what it saved.
    await saveStep(company, 'venture', {
      category: category.top,
      raisingType: 'bonds',
      minimumAmount: '250000',
      loanPeriodMonths: '24',
      intent: 'draft',
    })
    const back = (await body(await readInquiry(company))).inquiry
    expect(back).toMatchObject({
      resumeStep: 'venture',
      venture: {
        category: category.top,
        raisingType: 'bonds',
        minimumAmount: 250_000_00,
        loanPeriodMonths: 24,
      },
    })
    expect(await inquiriesOf(payload, company.id)).toHaveLength(1)
  })

  it('answers field errors in the request’s language and stores nothing of a refused step', async () => {
    const company = await companyCaller(payload, 'inquiry-errors')
    for (const [locale, required, future] of [
      ['en', 'Cannot be empty', 'Cannot be a future date'],
      ['he', 'שדה חובה', 'לא ניתן להזין תאריך עתידי'],
    ] as const) {
      const response = await saveStep(company, 'company', {
        ...companyStep,
        legalNameEn: '',
        companyNumber: '515555556',
        incorporationDate: '2999-01-01',
        intent: 'continue',
        locale,
      })
      expect(response.status).toBe(400)
      const { error } = await body(response)
      expect(error.code).toBe('VALIDATION_FAILED')
      expect(error.fields.companyNumber.key).toBe('companyNumberInvalid')
      expect(error.fields.incorporationDate).toEqual({ key: 'dateInFuture', message: future })
      expect(error.fields.legalNameEn).toEqual({ key: 'required', message: required })
    }
    const stored = await inquiriesOf(payload, company.id)
    expect(stored.every((inquiry) => inquiry.companyNumber == null)).toBe(true)
  })

  it('stops a company that offered securities by prospectus', async () => {
    const company = await companyCaller(payload, 'inquiry-prospectus')
    for (const intent of ['draft', 'continue']) {
      const response = await saveStep(company, 'company', {
        ...companyStep,
        offeredByProspectus: true,
        intent,
      })
      expect(response.status).toBe(400)
      expect((await body(response)).error.fields.offeredByProspectus.key).toBe('prospectusOffered')
    }
    const stored = await inquiriesOf(payload, company.id)
    expect(stored.every((inquiry) => inquiry.offeredByProspectus !== true)).toBe(true)
    const refused = await submit(company, { declaration: true })
    expect(refused.status).toBe(409)
    expect((await body(refused)).error.code).toBe('INQUIRY_INCOMPLETE')
    // The database refuses it too, whatever writes.
    if (stored[0])
      await expect(
        sqlDatabase(payload).execute(
          sql`update company_inquiries set offered_by_prospectus = true where id = ${stored[0].id}`,
        ),
      ).rejects.toThrow()
  })

  it('checks the venture’s category, subcategory and team photos against the database', async () => {
    const company = await companyCaller(payload, 'inquiry-references')
    const other = await companyCaller(payload, 'inquiry-references-other')
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#06c' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Dana', ImageDescription: 'Tel Aviv' } } })
      .toBuffer()
    const othersPhoto = (
      await body(await upload(other, 'team-photo', { bytes: photo, name: 'me.jpg' }))
    ).file
    const refused = await saveStep(company, 'venture', {
      ...ventureStep(category.sub, category.top),
      team: [{ name: 'Dana Cohen', role: 'CEO', photo: othersPhoto.id }],
      intent: 'draft',
    })
    expect(refused.status).toBe(400)
    expect((await body(refused)).error.fields).toEqual({
      category: expect.objectContaining({ key: 'choiceInvalid' }),
      subcategory: expect.objectContaining({ key: 'choiceInvalid' }),
      'team.0.photo': expect.objectContaining({ key: 'choiceInvalid' }),
    })

    const own = await body(await upload(company, 'team-photo', { bytes: photo, name: 'me.jpg' }))
    const saved = await saveStep(company, 'venture', {
      ...ventureStep(category.top, category.sub),
      team: [{ name: 'Dana Cohen', role: 'CEO', photo: String(own.file.id) }],
      intent: 'continue',
    })
    expect(saved.status).toBe(200)
    expect((await body(saved)).inquiry.venture).toMatchObject({
      subcategory: category.sub,
      team: [{ photo: own.file.id, name: 'Dana Cohen' }],
    })
    // The photo is cut to a small square, without the camera's metadata.
    const picture = await download(company, own.file.id)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
    const meta = await sharp(Buffer.from(await picture.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([512, 512])
    expect(meta.exif).toBeUndefined()
  })

  it('takes documents checked by their bytes, privately, replaced and removed', async () => {
    const company = await companyCaller(payload, 'inquiry-files')
    const html = await upload(company, 'pitch-deck', { bytes: htmlBytes(), name: 'deck.pdf' }, 'he')
    expect(html.status).toBe(400)
    expect((await body(html)).error.fields.file).toEqual({
      key: 'pdfOnly',
      message: 'כאן אפשר להעלות קובצי PDF בלבד',
    })
    const missing = await upload(company, 'pitch-deck', null)
    expect((await body(missing)).error.fields.file.key).toBe('fileMissing')
    const kind = await upload(company, 'passport', { bytes: pdfBytes(), name: 'a.pdf' })
    expect((await body(kind)).error.fields.kind.key).toBe('documentKindInvalid')
    // Both fields wrong: each is named, in the caller's language.
    const neither = (await body(await upload(company, '', null, 'he'))).error.fields
    expect(Object.keys(neither).sort()).toEqual(['file', 'kind'])
    expect(neither.kind.message).toMatch(/[\u0590-\u05FF]/)

    const first = await upload(company, 'pitch-deck', { bytes: pdfBytes(), name: 'מצגת.pdf' })
    expect(first.status).toBe(201)
    const firstFile = (await body(first)).file
    expect(firstFile).toMatchObject({
      kind: 'pitch-deck',
      name: 'מצגת.pdf',
      mimeType: 'application/pdf',
      url: `/api/company/inquiry/files/${firstFile.id}`,
    })
    const stored = await payload.findByID({ collection: 'company-inquiry-files', id: firstFile.id })
    // Stored under a name of ours, never the uploader's.
    expect(stored.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)

    const own = await download(company, firstFile.id)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(own.headers.get('content-disposition')).toContain("filename*=UTF-8''")
    expect((await own.text()).startsWith('%PDF-')).toBe(true)

    // A second deck replaces the first; in a draft nobody has seen, the first is gone.
    const second = (
      await body(await upload(company, 'pitch-deck', { bytes: pdfBytes(), name: 'v2.pdf' }))
    ).inquiry
    expect(second.files.filter((file: { kind: string }) => file.kind === 'pitch-deck')).toEqual([
      expect.objectContaining({ name: 'v2.pdf' }),
    ])
    expect((await download(company, firstFile.id)).status).toBe(404)
    expect(
      await payload.count({
        collection: 'company-inquiry-files',
        where: { id: { equals: firstFile.id } },
      }),
    ).toMatchObject({ totalDocs: 0 })

    // The cap table may be a spreadsheet: Excel or CSV, values only.
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('Cap table').addRows([
      ['Holder', 'Shares'],
      ['Dana Cohen', 6000],
    ])
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer())
    const excel = await upload(company, 'cap-table', { bytes: xlsx, name: 'cap.xlsx' })
    expect(excel.status).toBe(201)
    const excelFile = (await body(excel)).file
    expect(excelFile.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect((await download(company, excelFile.id)).headers.get('content-disposition')).toMatch(
      /^attachment;/,
    )
    const csv = new TextEncoder().encode('Holder,Shares\nDana Cohen,6000\n')
    const csvUpload = await upload(company, 'cap-table', { bytes: csv, name: 'cap.csv' })
    expect(csvUpload.status).toBe(201)
    const csvDownload = await download(company, (await body(csvUpload)).file.id)
    expect(csvDownload.headers.get('content-type')).toBe('text/csv')
    expect(csvDownload.headers.get('x-content-type-options')).toBe('nosniff')
    expect(csvDownload.headers.get('content-security-policy')).toBe('sandbox')
    const formula = new TextEncoder().encode('Holder,Shares\nDana Cohen,=HYPERLINK("x")\n')
    const refused = await upload(company, 'cap-table', { bytes: formula, name: 'cap.csv' })
    expect((await body(refused)).error.fields.file.key).toBe('csvFormula')
    expect(
      (await upload(company, 'financial-statements', { bytes: xlsx, name: 'fs.pdf' })).status,
    ).toBe(400)

    // Removing takes it off the inquiry.
    const current = (await body(await readInquiry(company))).inquiry
    const capTable = current.files.find((file: { kind: string }) => file.kind === 'cap-table')
    const removed = await removeFile(company, capTable.id)
    expect(removed.status).toBe(200)
    expect((await body(removed)).inquiry.missingFiles).toContain('cap-table')
    expect((await removeFile(company, capTable.id)).status).toBe(404)
  })

  it('refuses a file above 20 MB, and a body too large to read', async () => {
    const company = await companyCaller(payload, 'inquiry-large')
    const big = new Uint8Array(inquiryFileMaxBytes + 1)
    big.set(pdfBytes())
    const tooLarge = await upload(company, 'pitch-deck', { bytes: big, name: 'big.pdf' })
    expect(tooLarge.status).toBe(400)
    expect((await body(tooLarge)).error.fields.file.key).toBe('fileTooLarge')
    const huge = new Uint8Array(inquiryFileMaxBytes + 200 * 1024)
    const refused = await upload(company, 'pitch-deck', { bytes: huge, name: 'huge.pdf' })
    expect(refused.status).toBe(413)
    expect((await body(refused)).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('submits only a complete inquiry with the declaration, audited, and then holds it', async () => {
    const company = await companyCaller(payload, 'inquiry-submit')
    await saveStep(company, 'company', { ...companyStep, intent: 'continue' })

    const unticked = await submit(company, { declaration: false, locale: 'en' })
    expect(unticked.status).toBe(400)
    expect((await body(unticked)).error.fields.declaration).toEqual({
      key: 'mustConfirm',
      message: 'Please confirm to continue',
    })
    const stepMissing = await submit(company, { declaration: true })
    expect(stepMissing.status).toBe(409)
    expect((await body(stepMissing)).error).toMatchObject({
      code: 'INQUIRY_INCOMPLETE',
      missing: ['venture', 'files'],
      missingFiles: [...documentKinds],
    })

    await completeInquiry(company, category.top)
    const inquiry = (await body(await readInquiry(company))).inquiry
    const deck = inquiry.files.find((file: { kind: string }) => file.kind === 'pitch-deck')
    await removeFile(company, deck.id)
    const fileMissing = await submit(company, { declaration: true })
    expect((await body(fileMissing)).error).toMatchObject({
      code: 'INQUIRY_INCOMPLETE',
      missing: ['files'],
      missingFiles: ['pitch-deck'],
    })
    // Continuing past the files step needs them too.
    const filesStep = await saveStep(company, 'files', { intent: 'continue' })
    expect((await body(filesStep)).error.code).toBe('INQUIRY_INCOMPLETE')
    await upload(company, 'pitch-deck', { bytes: pdfBytes(), name: 'deck.pdf' })
    expect((await saveStep(company, 'files', { intent: 'continue' })).status).toBe(200)

    const submitted = await submit(company, { declaration: true })
    expect(submitted.status).toBe(200)
    const view = (await body(submitted)).inquiry
    expect(view).toMatchObject({ status: 'submitted', editable: false, resumeStep: 'finish' })
    expect(Date.parse(view.submittedAt)).toBeGreaterThan(Date.now() - 60_000)
    expect(view.declarationAcceptedAt).toBe(view.submittedAt)

    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'company-inquiry.submitted' } },
          { investor: { equals: company.id } },
        ],
      },
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]!.details).toMatchObject({ inquiry: view.id, previousStatus: 'draft' })

    // Submitted: nothing changes until staff answer.
    for (const response of [
      await saveStep(company, 'company', { ...companyStep, intent: 'draft' }),
      await upload(company, 'cap-table', { bytes: pdfBytes(), name: 'late.pdf' }),
      await removeFile(company, deck.id),
      await submit(company, { declaration: true }),
    ]) {
      expect(response.status).toBe(409)
      expect((await body(response)).error.code).toBe('INQUIRY_NOT_EDITABLE')
    }
    expect(await inquiriesOf(payload, company.id)).toHaveLength(1)
  })

  it('lets the company answer a request for more and submit again, keeping what staff saw', async () => {
    const company = await companyCaller(payload, 'inquiry-more-info')
    await completeInquiry(company, category.top)
    const { inquiry } = await body(await submit(company, { declaration: true }))
    // Staff's review (a later screen) asks for more.
    await payload.update({
      collection: 'company-inquiries',
      id: inquiry.id,
      data: { status: 'more_info', decisionReason: 'Please add audited statements for 2024.' },
    })
    const asked = (await body(await readInquiry(company))).inquiry
    expect(asked).toMatchObject({
      status: 'more_info',
      editable: true,
      decisionReason: 'Please add audited statements for 2024.',
    })
    const old = asked.files.find((file: { kind: string }) => file.kind === 'financial-statements')
    const replaced = await upload(company, 'financial-statements', {
      bytes: pdfBytes(),
      name: 'audited-2024.pdf',
    })
    expect(replaced.status).toBe(201)
    // Staff were shown the old statements: kept for the record, no longer the company's.
    const kept = await payload.findByID({ collection: 'company-inquiry-files', id: old.id })
    expect(kept.removedAt).toBeTruthy()
    expect((await download(company, old.id)).status).toBe(404)

    const again = await submit(company, { declaration: true })
    expect((await body(again)).inquiry).toMatchObject({ status: 'submitted', decisionReason: null })
    const audits = await payload.count({
      collection: 'audit-log',
      where: {
        and: [
          { action: { equals: 'company-inquiry.submitted' } },
          { investor: { equals: company.id } },
        ],
      },
    })
    expect(audits.totalDocs).toBe(2)
  })

  it('keeps one open inquiry per company, even when its first saves arrive together', async () => {
    const company = await companyCaller(payload, 'inquiry-race')
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? saveStep(company, 'company', { legalNameEn: `Acme ${i} Ltd`, intent: 'draft' })
          : upload(company, 'pitch-deck', { bytes: pdfBytes(), name: `deck-${i}.pdf` }),
      ),
    )
    expect(answers.map((response) => response.status).sort()).toEqual([
      200, 200, 200, 201, 201, 201,
    ])
    const open = await inquiriesOf(payload, company.id)
    expect(open).toHaveLength(1)
    // One current deck: each upload replaced the one before it.
    expect((await body(await readInquiry(company))).inquiry.files).toHaveLength(1)
    await expect(
      sqlDatabase(payload).execute(sql`
        insert into company_inquiries (owner_id, status, updated_at, created_at)
        values (${company.id}, 'draft', now(), now())`),
    ).rejects.toThrow()
  })

  it('is for signed-in company accounts only', async () => {
    const investor = await investorCaller(payload, 'inquiry-investor')
    const company = await companyCaller(payload, 'inquiry-owner-only')
    const expected: [Caller, number, string][] = [
      [anonymous, 401, 'UNAUTHENTICATED'],
      [investor, 403, 'INVESTOR_ACCOUNT'],
    ]
    for (const [caller, status, code] of expected) {
      for (const response of [
        await readInquiry(caller),
        await saveStep(caller, 'company', { ...companyStep, intent: 'draft' }),
        await upload(caller, 'pitch-deck', { bytes: pdfBytes(), name: 'a.pdf' }),
        await submit(caller, { declaration: true }),
      ]) {
        expect(response.status, caller.name).toBe(status)
        expect((await body(response)).error.code, caller.name).toBe(code)
      }
    }
    expect(await inquiriesOf(payload, investor.id)).toHaveLength(0)
    // A page on another site cannot make the company's browser save or submit.
    const crossSite = await saveStep(
      company,
      'company',
      { ...companyStep, intent: 'draft' },
      { 'sec-fetch-site': 'cross-site' },
    )
    expect(crossSite.status).toBe(403)
    expect((await body(crossSite)).error.code).toBe('CROSS_SITE_REQUEST')
    // Unknown steps and malformed bodies are refused, not failed.
    expect((await saveStep(company, 'finish', {})).status).toBe(404)
    expect((await saveStep(company, 'company', { intent: 'publish' })).status).toBe(400)
    expect((await saveStep(company, 'files', { intent: 'draft', x: 1 })).status).toBe(400)
    for (const value of [null, 12345, ['a'], { $ne: null }, 'a\u0000b', 'x'.repeat(70_000)]) {
      const response = await saveStep(company, 'venture', {
        useOfFunds: value,
        team: value,
        intent: 'continue',
      })
      expect([400, 413], JSON.stringify(value).slice(0, 40)).toContain(response.status)
    }
  })
})
