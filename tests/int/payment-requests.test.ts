import { randomInt } from 'node:crypto'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import * as invoicePdf from '@/app/(payload)/api/investor/invoices/[id]/pdf/route'
import * as invoices from '@/app/(payload)/api/investor/invoices/route'
import * as sendBankDetails from '@/app/(payload)/api/investor/send-bank-details/route'
import { transferDueDate } from '@/domain/investments/payment-request-rules'
import { formatDate } from '@/i18n/format-date'
import type { Investment } from '@/payload-types'
import { demoBankDetails } from '@/seed-data/demo-payment-settings'
import { withTransaction } from '@/server/db/with-transaction'
import { clientIpHeader } from '@/server/http/request-context'
import { queueInvestmentConfirmation } from '@/server/investments/invest/queue-investment-confirmation'
import {
  issuePaymentRequest,
  voidPaymentRequests,
} from '@/server/investments/payment-requests/issue-payment-request'
import { seedPaymentSettings } from '@/server/seed/seed-payment-settings'

import { receive } from '../support/accounts'
import type { CaughtMessage } from '../support/mail-catcher'
import { testPayload } from '../support/payload'
import { pdfText, squash } from '../support/pdf-text'
import {
  anIp,
  anonymous,
  investorCaller,
  restCall,
  staffCaller,
  type Caller,
} from '../support/rest'

// Outside Next's request scope `after` (the outbox's delivery after the answer) cannot run.
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: () => {},
}))

type Investor = Caller & { id: number; email: string }

const context = { disableRevalidate: true }
const unique = () => `${Date.now()}-${randomInt(1e6)}`

const get = (caller: Caller, path: string) =>
  new NextRequest(`http://localhost${path}`, {
    headers: { ...caller.headers, [clientIpHeader]: anIp() },
  })

async function listInvoices(caller: Caller) {
  const response = await invoices.GET(get(caller, '/api/investor/invoices'))
  return { response, body: await response.json() }
}

function fetchPdf(caller: Caller, id: number | string, query = '') {
  return invoicePdf.GET(get(caller, `/api/investor/invoices/${id}/pdf${query}`), {
    params: Promise.resolve({ id: String(id) }),
  })
}

function requestBankDetails(caller: Caller, body: Record<string, unknown>) {
  return sendBankDetails.POST(
    new NextRequest('http://localhost/api/investor/send-bank-details', {
      method: 'POST',
      headers: {
        ...caller.headers,
        [clientIpHeader]: anIp(),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    }),
  )
}

const attachedPdf = (message: CaughtMessage) => {
  const pdf = message.attachments.find((a) => a.contentType === 'application/pdf')
  expect(pdf, 'a PDF attachment').toBeDefined()
  return { filename: pdf!.filename, ...pdfText(Buffer.from(pdf!.content, 'base64')) }
}

describe('payment requests for bank transfers', () => {
  let payload: Payload
  let owner: Investor
  let other: Investor
  let projectId: number
  const projectName = { he: 'סולאר בנגב', en: 'Negev Solar' }

  async function anInvestor(name: string): Promise<Investor> {
    const caller = await investorCaller(payload, name)
    const account = await payload.findByID({ collection: 'investors', id: caller.id })
    return { ...caller, email: account.email }
  }

  /** An investment row as the investing operation would write it (that operation is not here). */
  async function anInvestment(
    investor: Investor,
    overrides: Partial<Investment> = {},
  ): Promise<Investment> {
    const number = randomInt(1e6, 2e9)
    return payload.create({
      collection: 'investments',
      overrideAccess: true,
      depth: 0,
      data: {
        number,
        reference: `R-${number}-${randomInt(10)}`,
        investor: investor.id,
        project: projectId,
        status: 'pending',
        method: 'bank_transfer',
        paymentState: 'awaiting_transfer',
        currency: 'ILS',
        amount: 12_345_50,
        unitPrice: 10_00,
        units: 1234,
        amountIls: 12_345_50,
        locale: 'he',
        ...overrides,
      },
    })
  }

  const issue = (investment: Investment) =>
    withTransaction(payload, (transaction) => issuePaymentRequest(payload, investment, transaction))

  beforeAll(async () => {
    payload = await testPayload()
    await seedPaymentSettings(payload)
    const alias = `payment-requests-${unique()}`
    const category = await payload.create({
      collection: 'categories',
      context,
      data: { name: 'Energy', slug: `cat-${alias}` },
    })
    const project = await payload.create({
      collection: 'projects',
      context,
      locale: 'he',
      data: {
        alias,
        name: projectName.he,
        shortDescription: 'פרויקט לבדיקות',
        category: category.id,
        stage: 'seed',
        raisingType: 'stock',
        currency: 'ILS',
        minimumRaise: 100_000_00,
        maximumRaise: 200_000_00,
        unitPrice: 10_00,
        minimalInvestment: 500_00,
        status: 'raising',
        documentsVisibility: 'public',
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'projects',
      id: project.id,
      context,
      locale: 'en',
      data: { name: projectName.en, shortDescription: 'A project for the tests' },
    })
    projectId = project.id
    owner = await anInvestor('invoices-owner')
    other = await anInvestor('invoices-other')
  })

  it("issues a request in the caller's transaction: numbered after the reference, due in the settings' days", async () => {
    const investment = await anInvestment(owner)
    const request = await issue(investment)
    expect(request).toMatchObject({
      number: `${investment.reference}-1`,
      reference: investment.reference,
      investment: investment.id,
      investor: owner.id,
      amount: 12_345_50,
      currency: 'ILS',
      status: 'open',
    })
    const settings = await payload.findGlobal({ slug: 'payment-settings' })
    expect(formatDate(request.dueDate!, 'he')).toBe(
      formatDate(transferDueDate(new Date(), settings.transferDays), 'he'),
    )

    const rolledBack = await anInvestment(owner)
    await expect(
      withTransaction(payload, async (transaction) => {
        await issuePaymentRequest(payload, rolledBack, transaction)
        throw new Error('the investment failed')
      }),
    ).rejects.toThrow('the investment failed')
    const left = await payload.count({
      collection: 'payment-requests',
      where: { investment: { equals: rolledBack.id } },
    })
    expect(left.totalDocs).toBe(0)
  })

  it('voids the open request when the amount changes; the next one is numbered after it', async () => {
    const investment = await anInvestment(owner)
    const first = await issue(investment)
    const changed = { ...investment, amount: 20_000_00, amountIls: 20_000_00 }
    const voided = await withTransaction(payload, (transaction) =>
      voidPaymentRequests(payload, investment.id, transaction),
    )
    expect(voided).toBe(1)
    const second = await issue(changed)
    expect(second.number).toBe(`${investment.reference}-2`)
    expect(second.amount).toBe(20_000_00)
    // Issuing again replaces the open one: never two to pay.
    const third = await issue(changed)
    expect(third.number).toBe(`${investment.reference}-3`)
    const statuses = await payload.find({
      collection: 'payment-requests',
      where: { investment: { equals: investment.id } },
      sort: 'number',
    })
    expect(statuses.docs.map((r) => [r.id, r.status])).toEqual([
      [first.id, 'void'],
      [second.id, 'void'],
      [third.id, 'open'],
    ])
    expect(
      await withTransaction(payload, (transaction) =>
        voidPaymentRequests(payload, investment.id, transaction),
      ),
    ).toBe(1)
  })

  it('issues none for a card investment', async () => {
    const card = await anInvestment(owner, { method: 'card', paymentState: 'awaiting_card' })
    await expect(issue(card)).rejects.toThrow('not paid by bank transfer')
  })

  it("lists the investor's own invoices newest first, to no one else", async () => {
    const investor = await anInvestor('invoices-list')
    const older = await issue(await anInvestment(investor, { amount: 5_000_00 }))
    const newer = await issue(await anInvestment(investor, { amount: 7_500_50, currency: 'USD' }))

    const { response, body } = await listInvoices(investor)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(body.invoices).toEqual([
      {
        id: newer.id,
        number: newer.number,
        investment: newer.investment,
        amount: 7_500_50,
        currency: 'USD',
        status: 'open',
        pdfUrl: `/api/investor/invoices/${newer.id}/pdf`,
        createdAt: newer.createdAt,
      },
      expect.objectContaining({ id: older.id, amount: 5_000_00, currency: 'ILS' }),
    ])

    const others = await listInvoices(other)
    expect(others.body.invoices.map((i: { id: number }) => i.id)).not.toContain(newer.id)
    const visitor = await listInvoices(anonymous)
    expect(visitor.response.status).toBe(401)
    expect(visitor.body.error.code).toBe('UNAUTHENTICATED')
  })

  it('serves the PDF to its owner only, in the language of the investment or the one asked for', async () => {
    const investment = await anInvestment(owner)
    const request = await issue(investment)

    const response = await fetchPdf(owner, request.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="payment-request-${request.number}.pdf"`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const hebrew = pdfText(new Uint8Array(await response.arrayBuffer()))
    expect(hebrew.pages).toBe(1)
    expect(hebrew.text).toContain(squash('דרישת תשלום'))
    expect(hebrew.text).toContain(squash(projectName.he))
    expect(hebrew.text).toContain(squash(`אסמכתא להעברה ${investment.reference}`))
    expect(hebrew.text).toContain(squash(`מספר חשבון ${demoBankDetails.accountNumber}`))
    expect(hebrew.text).toContain(squash(`שם המוטב ${demoBankDetails.he.beneficiary}`))
    expect(hebrew.text).toContain('12,345.50')

    const english = pdfText(
      new Uint8Array(await (await fetchPdf(owner, request.id, '?locale=en')).arrayBuffer()),
    )
    expect(english.text).toContain(squash(`Project ${projectName.en}`))
    expect(english.text).toContain(squash(`Beneficiary ${demoBankDetails.en.beneficiary}`))
    expect(english.text).not.toMatch(/[\u0590-\u05ff]/)

    const stranger = await fetchPdf(other, request.id)
    expect(stranger.status).toBe(404)
    expect((await stranger.json()).error.code).toBe('NOT_FOUND')
    expect((await fetchPdf(anonymous, request.id)).status).toBe(401)
    expect((await fetchPdf(owner, 'abc')).status).toBe(404)
    expect((await fetchPdf(owner, 2_000_000_000)).status).toBe(404)
  })

  it('lets compliance read a payment request through the REST API, not an editor', async () => {
    const request = await issue(await anInvestment(owner))
    const compliance = await staffCaller(payload, 'compliance')
    const editor = await staffCaller(payload, 'editor')
    const read = await restCall('GET', `/api/payment-requests/${request.id}`, {
      caller: compliance,
    })
    expect(read.status).toBe(200)
    expect((await read.json()).number).toBe(request.number)
    const refused = await restCall('GET', `/api/payment-requests/${request.id}`, { caller: editor })
    expect(refused.status).toBe(403)
    const listed = await restCall('GET', `/api/payment-requests?where[id][equals]=${request.id}`, {
      caller: other,
    })
    expect((await listed.json()).docs).toEqual([])
  })

  it('e-mails the bank details with the PDF attached, once, and audits it', async () => {
    const investor = await anInvestor('bank-details')
    const investment = await anInvestment(investor)
    const request = await issue(investment)

    const response = await requestBankDetails(investor, { invoice_id: request.id })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ sent: true })
    // Registration queued the activation message to the same address: only this one has a file.
    const queued = await payload.find({
      collection: 'email-outbox',
      where: {
        and: [
          { to: { equals: investor.email } },
          { 'attachment.kind': { equals: 'payment-request' } },
        ],
      },
      depth: 0,
    })
    expect(queued.docs).toHaveLength(1)
    expect(queued.docs[0]!.attachment).toEqual({
      kind: 'payment-request',
      paymentRequest: request.id,
      locale: 'he',
    })
    const audit = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { investor: { equals: investor.id } },
          { action: { equals: 'payment-request.sent' } },
        ],
      },
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]!.details).toMatchObject({ request: request.id, number: request.number })

    const message = await receive(payload, investor.email, (m) => m.attachments.length > 0)
    expect(message.subject).toContain(projectName.he)
    expect(message.text).toContain(`אסמכתא להעברה: ${investment.reference}`)
    expect(message.text).toContain(`מספר חשבון: ${demoBankDetails.accountNumber}`)
    expect(message.html).toContain('dir="rtl"')
    const pdf = attachedPdf(message)
    expect(pdf.filename).toBe(`payment-request-${request.number}.pdf`)
    expect(pdf.text).toContain(squash(`אסמכתא להעברה ${investment.reference}`))
    const sent = await payload.findByID({ collection: 'email-outbox', id: queued.docs[0]!.id })
    expect(sent.status).toBe('sent')
  })

  it("refuses another investor's request, a voided one, a missing id and a visitor", async () => {
    const investment = await anInvestment(owner)
    const request = await issue(investment)
    const stranger = await requestBankDetails(other, { invoice_id: request.id })
    expect(stranger.status).toBe(404)

    const missing = await requestBankDetails(owner, {})
    expect(missing.status).toBe(400)
    expect((await missing.json()).error.fields).toEqual({
      invoice_id: expect.objectContaining({ key: 'required' }),
    })
    expect((await requestBankDetails(anonymous, { invoice_id: request.id })).status).toBe(401)

    await withTransaction(payload, (transaction) =>
      voidPaymentRequests(payload, investment.id, transaction),
    )
    const closed = await requestBankDetails(owner, { invoice_id: request.id })
    expect(closed.status).toBe(409)
    const body = await closed.json()
    expect(body.error.code).toBe('PAYMENT_REQUEST_CLOSED')
    const queued = await payload.count({
      collection: 'email-outbox',
      where: {
        and: [
          { to: { equals: owner.email } },
          { 'attachment.kind': { equals: 'payment-request' } },
        ],
      },
    })
    expect(queued.totalDocs).toBe(0)
  })

  it('confirms a bank-transfer investment in Hebrew with the bank details, reference, due date and PDF', async () => {
    const investor = await anInvestor('confirm-bank')
    const investment = await anInvestment(investor, { locale: 'he' })
    const request = await withTransaction(payload, async (transaction) => {
      const issued = await issuePaymentRequest(payload, investment, transaction)
      await queueInvestmentConfirmation(payload, investment, transaction)
      return issued
    })
    // The account's activation message goes to the same address: wait for this one.
    const message = await receive(payload, investor.email, (m) =>
      m.subject.includes(projectName.he),
    )
    expect(message.subject).toContain(`ההשקעה שלכם ב${projectName.he}`)
    expect(message.text).toContain(`השקעה מס׳: ${investment.number}`)
    expect(message.text).toContain('אמצעי תשלום: העברה בנקאית')
    expect(message.text).toContain(`אסמכתא להעברה: ${investment.reference}`)
    expect(message.text).toContain(`יש להעביר עד: ${formatDate(request.dueDate!, 'he')}`)
    expect(message.text).toContain(`שם המוטב: ${demoBankDetails.he.beneficiary}`)
    expect(squash(message.text)).toContain(squash('12,345.50 ₪'))
    expect(message.text).toContain('הפלטפורמה אינה גובה עמלה על העברה בנקאית.')
    expect(attachedPdf(message).text).toContain(squash(request.number))
  })

  it('confirms a card investment in English: charged only once the minimum is raised, nothing attached', async () => {
    const investor = await anInvestor('confirm-card')
    const investment = await anInvestment(investor, {
      method: 'card',
      paymentState: 'awaiting_card',
      locale: 'en',
      amount: 1_000_00,
      units: 100,
    })
    await withTransaction(payload, (transaction) =>
      queueInvestmentConfirmation(payload, investment, transaction),
    )
    const message = await receive(payload, investor.email, (m) =>
      m.subject.includes(projectName.en),
    )
    expect(message.subject).toBe(`Your investment in ${projectName.en} · Invest Together`)
    expect(message.text).toContain('Amount: ₪1,000')
    expect(message.text).toContain('Payment method: Card')
    expect(message.text).toContain('charged only when the raise reaches 100% of its minimum')
    expect(message.text).not.toContain('Reference for the transfer')
    expect(message.attachments).toEqual([])
  })

  it('sends no confirmation when the investment rolls back', async () => {
    const investor = await anInvestor('confirm-rollback')
    const investment = await anInvestment(investor)
    await expect(
      withTransaction(payload, async (transaction) => {
        await issuePaymentRequest(payload, investment, transaction)
        await queueInvestmentConfirmation(payload, investment, transaction)
        throw new Error('over the cap')
      }),
    ).rejects.toThrow('over the cap')
    const queued = await payload.count({
      collection: 'email-outbox',
      where: { and: [{ to: { equals: investor.email } }, { subject: { like: projectName.he } }] },
    })
    expect(queued.totalDocs).toBe(0)
  })
})
