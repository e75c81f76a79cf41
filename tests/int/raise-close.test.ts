import { sql } from '@payloadcms/db-postgres'
import ExcelJS from 'exceljs'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as investorLetterRoute from '@/app/(payload)/api/investor/investments/[id]/allotment-letter/route'
import * as staffLetterRoute from '@/app/(payload)/api/staff/investments/[id]/allotment-letter/route'
import * as csvRoute from '@/app/(payload)/api/staff/projects/[id]/securities-register.csv/route'
import * as xlsxRoute from '@/app/(payload)/api/staff/projects/[id]/securities-register.xlsx/route'
import type { User } from '@/payload-types'
import { createSession } from '@/server/auth/create-session'
import { sqlDatabase } from '@/server/db/sql-database'
import { withTransaction } from '@/server/db/with-transaction'
import { clientIpHeader } from '@/server/http/request-context'
import { createInvestment } from '@/server/investments/invest/create-investment'
import { sealIdentityNumber } from '@/server/profile/identity-numbers'
import { readProjectClose } from '@/server/investments/raise/read-project-close'
import { writeProjectStatus } from '@/server/investments/raise/write-project-status'

import { failureOf } from '../support/accounts'
import {
  aBankTransfer,
  aRaisingProject,
  aSubmissionKey,
  readyInvestors,
} from '../support/investing'
import { testPayload } from '../support/payload'
import { pdfText, squash } from '../support/pdf-text'
import { anIp, anonymous, investorCaller, staffCaller, type Caller } from '../support/rest'

// Outside Next there is no page cache to expire, and no e-mail is read here.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))
vi.mock('next/cache.js', async (original) => ({
  ...(await original<typeof import('next/cache.js')>()),
  revalidateTag: () => {},
}))

const client = { ip: '127.0.0.1', userAgent: 'test', locale: 'en' as const }
const names = { he: 'סולאר הנגב בע"מ', en: 'Negev Solar Ltd' }

type Route = (
  request: NextRequest,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>
const call = (route: Route, caller: Caller, path: string, id: number) =>
  route(
    new NextRequest(`http://localhost${path}`, {
      headers: { ...caller.headers, [clientIpHeader]: anIp(), 'accept-language': 'en' },
    }),
    { params: Promise.resolve({ id: String(id) }) },
  )

describe("the raise's close: figures, securities register and allotment letters", () => {
  let payload: Payload
  let project: { id: number; alias: string }
  let compliance: Caller & { id: number }
  let admin: Caller & { id: number }
  let editor: Caller & { id: number }
  /** The investors and their investments, by what happens to them. */
  const ids: Record<string, { investor: number; investment: number }> = {}

  const staffUser = async (id: number): Promise<User> => ({
    ...(await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })),
    collection: 'users',
  })

  beforeAll(async () => {
    payload = await testPayload()
    ;[compliance, admin, editor] = await Promise.all([
      staffCaller(payload, 'compliance'),
      staffCaller(payload, 'admin'),
      staffCaller(payload, 'editor'),
    ])
    project = await aRaisingProject(payload, {
      name: names.he,
      minimumRaise: 1_000_00,
      maximumRaise: 100_000_00,
      unitPrice: 2_50,
      raisingType: 'stock',
    })
    await payload.update({
      collection: 'projects',
      id: project.id,
      locale: 'en',
      data: { name: names.en, shortDescription: 'Solar panels in the Negev' },
      context: { disableRevalidate: true },
    })
    const fates = [
      ['hebrewApproved', 'bank_transfer', '1000'],
      ['passportApproved', 'card', '2500'],
      ['failed', 'card', '500'],
      ['cancelled', 'bank_transfer', '600'],
      ['refunded', 'card', '700'],
      ['pending', 'bank_transfer', '800'],
      ['awaitingCard', 'card', '900'],
    ] as const
    const investors = await readyInvestors(payload, fates.length, {
      investorType: 'qualified',
      typeVerified: true,
    })
    for (const [index, [fate, method, amount]] of fates.entries()) {
      const investor = investors[index]!
      const { investment } = await createInvestment(payload, {
        investor,
        request: { ...aBankTransfer(project.alias, amount), method },
        idempotencyKey: aSubmissionKey(),
        client,
      })
      ids[fate] = { investor: investor.id, investment: investment.id }
    }
    // The states the settlement leaves them in, written straight into the ledger for the test.
    const db = sqlDatabase(payload)
    const set = (fate: string, status: string, state: string, paidAt: string | null = null) =>
      db.execute(sql`
        update investments set status = ${status}, payment_state = ${state},
               paid_at = ${paidAt}::timestamptz
         where id = ${ids[fate]!.investment}`)
    await set('hebrewApproved', 'approved', 'paid', '2031-06-02T09:00:00Z')
    await db.execute(sql`
      update investments set transfer_received_on = '2031-06-01T12:00:00Z'
       where id = ${ids.hebrewApproved!.investment}`)
    await set('passportApproved', 'approved', 'paid', '2031-05-20T22:30:00Z')
    await set('failed', 'failed', 'charge_declined')
    await set('cancelled', 'cancelled', 'awaiting_transfer')
    await set('refunded', 'refunded', 'refunded', '2031-05-20T10:00:00Z')
    await set('awaitingCard', 'pending', 'card_saved')
    // One investor with an Israeli ID in Hebrew, one with a passport in English whose name a
    // spreadsheet would run as a formula.
    await db.execute(sql`
      update investor_profiles
         set full_name = 'דנה כהן', id_number_last4 = '6782',
             id_number_sealed = ${sealIdentityNumber('idNumber', '123456782')}
       where investor_id = ${ids.hebrewApproved!.investor}`)
    await db.execute(
      sql`update investors set locale = 'he' where id = ${ids.hebrewApproved!.investor}`,
    )
    await db.execute(sql`
      update investor_profiles
         set full_name = '=HYPERLINK("http://x")', id_number_last4 = null, id_number_sealed = null,
             passport_number_last4 = '4321', passport_country = 'FR',
             passport_number_sealed = ${sealIdentityNumber('passportNumber', 'FR0987654321')}
       where investor_id = ${ids.passportApproved!.investor}`)
  })

  const succeed = () =>
    withTransaction(payload, (transaction) =>
      writeProjectStatus(transaction, {
        projectId: project.id,
        from: 'raising',
        to: 'success_finished',
      }),
    )

  it('counts the investments into the close buckets per payment method', async () => {
    const close = await readProjectClose(payload, {
      projectId: project.id,
      req: { user: await staffUser(compliance.id) },
      locale: 'en',
    })
    expect(close.project).toMatchObject({
      name: names.en,
      status: 'raising',
      minimumRaise: 1_000_00,
      maximumRaise: 100_000_00,
      currency: 'ILS',
    })
    const { figures } = close
    expect(figures.pledged).toEqual({
      bank_transfer: { count: 2, amountMinor: 1_800_00 },
      card: { count: 2, amountMinor: 3_400_00 },
      total: { count: 4, amountMinor: 5_200_00 },
    })
    expect(figures.paid.total).toEqual({ count: 2, amountMinor: 3_500_00 })
    expect(figures.approved.card).toEqual({ count: 1, amountMinor: 2_500_00 })
    expect(figures.approved.bank_transfer).toEqual({ count: 1, amountMinor: 1_000_00 })
    expect(figures.failed.card).toEqual({ count: 1, amountMinor: 500_00 })
    expect(figures.cancelled.bank_transfer).toEqual({ count: 1, amountMinor: 600_00 })
    expect(figures.refunded.card).toEqual({ count: 1, amountMinor: 700_00 })
    expect(figures.refundDue.total).toEqual({ count: 0, amountMinor: 0 })
    // No register before the raise succeeded.
    expect(close.registerOpen).toBe(false)
    expect(close.register).toEqual([])

    const editorRefusal = await failureOf(
      readProjectClose(payload, {
        projectId: project.id,
        req: { user: await staffUser(editor.id) },
        locale: 'en',
      }),
    )
    expect(editorRefusal.code).toBe('FORBIDDEN')
  })

  it('refuses the register and the letters before the raise succeeded, in the asker’s language', async () => {
    const path = `/api/staff/projects/${project.id}/securities-register.csv`
    const early = await call(csvRoute.GET, compliance, path, project.id)
    expect(early.status).toBe(409)
    const body = await early.json()
    expect(body.error.code).toBe('REGISTER_NOT_OPEN')
    expect(body.error.message).toContain('once the raise has succeeded')
    const letter = await call(
      staffLetterRoute.GET,
      compliance,
      `/api/staff/investments/${ids.hebrewApproved!.investment}/allotment-letter`,
      ids.hebrewApproved!.investment,
    )
    expect(letter.status).toBe(409)
  })

  it('exports the register as CSV with masked numbers by default and full ones on request, each audited', async () => {
    await succeed()
    const path = `/api/staff/projects/${project.id}/securities-register.csv`
    const response = await call(csvRoute.GET, admin, path, project.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="securities-register-${project.alias}-\\d{4}-\\d\\d-\\d\\d\\.csv"$`,
      ),
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    // (TextDecoder takes the byte-order mark off.)
    const lines = new TextDecoder().decode(bytes).trimEnd().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toBe(
      '"Investment no.","Investor","Identification","ID / passport no.","Units","Unit price","Amount","Currency","Paid on","Approved on"',
    )
    const [first, second] = [lines[1]!, lines[2]!].sort((a, b) =>
      a.includes('דנה') ? -1 : b.includes('דנה') ? 1 : 0,
    )
    expect(first).toMatch(
      /^"\d+","דנה כהן","ID card","\*\*\*\*\*6782","400","2\.50","1000\.00","ILS","2031-06-01","2031-06-02"$/,
    )
    // Formula-like text is defused; 22:30 UTC on 20 May is already 21 May in Israel.
    expect(second).toMatch(
      /^"\d+","'=HYPERLINK\(""http:\/\/x""\)","Passport \(FR\)","\*\*\*\*\*4321","1000","2\.50","2500\.00","ILS","2031-05-21","2031-05-21"$/,
    )
    expect(lines.join('\n')).not.toContain('123456782')

    const full = await call(csvRoute.GET, compliance, `${path}?identity=full`, project.id)
    const fullText = await full.text()
    expect(fullText).toContain('"123456782"')
    expect(fullText).toContain('"FR0987654321"')

    const { docs } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [{ project: { equals: project.id } }, { action: { equals: 'investor.exported' } }],
      },
      pagination: false,
      depth: 0,
    })
    const trail = docs.map((entry) => ({
      actor: entry.actor,
      investor: entry.investor,
      details: entry.details,
    }))
    for (const [who, identityNumbers] of [
      [admin.id, 'masked'],
      [compliance.id, 'full'],
    ] as const)
      for (const fate of ['hebrewApproved', 'passportApproved'])
        expect(trail).toContainEqual({
          actor: who,
          investor: ids[fate]!.investor,
          details: { export: 'securities-register', format: 'csv', identityNumbers },
        })
    expect(trail).toHaveLength(4)
  })

  it('exports the register as an Excel workbook that reads back with the same rows', async () => {
    const path = `/api/staff/projects/${project.id}/securities-register.xlsx`
    const response = await call(xlsxRoute.GET, compliance, `${path}?locale=he`, project.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe('מרשם ניירות ערך')
    expect(sheet.views[0]?.rightToLeft).toBe(true)
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][]
    expect(rows[0]!.slice(1, 5)).toEqual(["מס' השקעה", 'משקיע', 'סוג זיהוי', "מס' זהות / דרכון"])
    const hebrew = rows.find((row) => row[2] === 'דנה כהן')!
    expect(hebrew.slice(3)).toEqual([
      'תעודת זהות',
      '*****6782',
      400,
      2.5,
      1000,
      'ILS',
      new Date('2031-06-01T00:00:00Z'),
      new Date('2031-06-02T00:00:00Z'),
    ])
    // Text, never a formula.
    const passport = rows.find((row) => String(row[2]).startsWith('=HYPERLINK'))!
    expect(passport[4]).toBe('*****4321')
    expect(rows).toHaveLength(3)
  })

  it('refuses the register to an editor and an investor (403) and a visitor (401)', async () => {
    const path = `/api/staff/projects/${project.id}/securities-register.csv`
    const investor = await investorCaller(payload, 'register')
    expect((await call(csvRoute.GET, editor, path, project.id)).status).toBe(403)
    const xlsxPath = path.replace(/\.csv$/, '.xlsx')
    expect((await call(xlsxRoute.GET, editor, xlsxPath, project.id)).status).toBe(403)
    expect((await call(csvRoute.GET, investor, path, project.id)).status).toBe(403)
    expect((await call(csvRoute.GET, anonymous, path, project.id)).status).toBe(401)
    const letterPath = `/api/staff/investments/${ids.hebrewApproved!.investment}/allotment-letter`
    expect((await call(staffLetterRoute.GET, editor, letterPath, 1)).status).toBe(403)
  })

  it('writes the allotment letter in the investor’s language, with the ID masked', async () => {
    const { investment } = ids.hebrewApproved!
    const path = `/api/staff/investments/${investment}/allotment-letter`
    const response = await call(staffLetterRoute.GET, compliance, path, investment)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-language')).toBe('he')
    const hebrew = pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(hebrew.pages).toBe(1)
    expect(hebrew.text).toContain(squash('מכתב הקצאה'))
    expect(hebrew.text).toContain(squash(`החברה / הפרויקט ${names.he}`))
    expect(hebrew.text).toContain(squash('המשקיע דנה כהן'))
    expect(hebrew.text).toContain('*****6782')
    expect(hebrew.text).toContain(squash('ניירות הערך מניות'))
    expect(hebrew.text).toContain(squash('מספר המניות 400'))
    expect(hebrew.text).toContain('1,000')
    expect(hebrew.text).toContain(squash('מאשרת כי לאחר סגירתה המוצלחת של ההצעה'))
    expect(hebrew.text).not.toContain('123456782')

    const english = pdfText(
      new Uint8Array(
        await (
          await call(staffLetterRoute.GET, admin, `${path}?locale=en`, investment)
        ).arrayBuffer(),
      ),
    )
    expect(english.text).toContain(squash(`Company / project ${names.en}`))
    expect(english.text).toContain(squash('Number of shares 400'))
    expect(english.text).toContain(squash('Allotted on 02/06/2031'))
    expect(english.text).toContain(
      squash(`${names.en} confirms that, following the successful close of its offer`),
    )
    // Only the investor's own name is in Hebrew.
    expect(english.text.replaceAll(squash('דנה כהן'), '')).not.toMatch(/[\u0590-\u05ff]/)
  })

  it('gives the investor their own letter only, and none for an investment not in force', async () => {
    const bearer = async (investorId: number): Promise<Caller> => {
      const { token } = await createSession({
        payload,
        investorId,
        transport: 'bearer',
        settings: { sessionMaxHours: 1 },
        ip: null,
        userAgent: null,
      })
      return { name: `investor ${investorId}`, headers: { authorization: `Bearer ${token}` } }
    }
    const owner = await bearer(ids.passportApproved!.investor)
    const { investment } = ids.passportApproved!
    const path = `/api/investor/investments/${investment}/allotment-letter`
    const own = await call(investorLetterRoute.GET, owner, path, investment)
    expect(own.status).toBe(200)
    const letter = pdfText(new Uint8Array(await own.arrayBuffer()))
    expect(letter.text).toContain('*****4321')
    expect(letter.text).toContain(squash('Number of shares 1,000'))

    const stranger = await bearer(ids.hebrewApproved!.investor)
    expect((await call(investorLetterRoute.GET, stranger, path, investment)).status).toBe(404)
    expect((await call(investorLetterRoute.GET, anonymous, path, investment)).status).toBe(401)
    const pending = ids.pending!
    const mine = await bearer(pending.investor)
    const notInForce = await call(
      investorLetterRoute.GET,
      mine,
      `/api/investor/investments/${pending.investment}/allotment-letter`,
      pending.investment,
    )
    expect(notInForce.status).toBe(409)
    expect((await notInForce.json()).error.code).toBe('INVESTMENT_NOT_APPROVED')
  })
})
