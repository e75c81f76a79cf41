import { describe, expect, it } from 'vitest'

import {
  renderPaymentRequestPdf,
  type PaymentRequestPdfInput,
} from '@/server/investments/payment-requests/render-payment-request-pdf'

import { pdfText as readPdf, squash } from '../support/pdf-text'

async function pdfText(input: PaymentRequestPdfInput) {
  const pdf = await renderPaymentRequestPdf(input)
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  return readPdf(pdf)
}

const request = {
  number: 'R-2026-104-7-1',
  reference: 'R-2026-104-7',
  amount: 1_234_550,
  currency: 'ILS' as const,
  status: 'open' as const,
  createdAt: '2026-11-25T08:00:00.000Z',
  dueDate: '2026-11-30T10:00:00.000Z',
}

const hebrew: PaymentRequestPdfInput = {
  locale: 'he',
  request,
  investment: { number: 104, projectName: 'סולאר בנגב 2 בע"מ', units: 1250 },
  investorName: 'נועה לוי',
  bank: {
    bankName: 'בנק לדוגמה בע"מ',
    bankNumber: '99',
    branchNumber: '987',
    accountNumber: '12-345678',
    beneficiary: 'חשבון נאמנות לדוגמה',
  },
}

/** The text holds `needle` (compared without white space or direction marks). */
const expectText = (text: string, needle: string) => expect(text).toContain(squash(needle))

/** `later` comes after `earlier` in the text. */
function expectOrder(text: string, earlier: string, later: string) {
  const start = text.indexOf(squash(earlier))
  expect(start, earlier).toBeGreaterThanOrEqual(0)
  expect(text.indexOf(squash(later), start), `${later} after ${earlier}`).toBeGreaterThan(start)
}

describe('the payment request PDF', () => {
  it('reads in Hebrew in logical order, with the figures, bank details and reference intact', async () => {
    const { text, pages } = await pdfText(hebrew)
    expect(pages).toBe(1)
    // Hebrew runs come out in reading order, not reversed.
    expectText(text, 'משקיעים ביחד')
    expectText(text, 'דרישת תשלום')
    expectText(text, 'נועה לוי')
    expectText(text, 'סולאר בנגב 2 בע"מ')
    expectText(text, 'חשבון נאמנות לדוגמה')
    expectText(text, 'הפלטפורמה אינה גובה עמלה על העברה בנקאית.')
    // Numbers keep their digits' order; each follows its label.
    expectOrder(text, 'דרישת תשלום מס׳', 'R-2026-104-7-1')
    expectOrder(text, 'תאריך', '25.11.2026')
    expectOrder(text, 'סכום להעברה', '12,345.50')
    expectText(text, '₪')
    expectOrder(text, 'מניות או יחידות', '1,250')
    expectOrder(text, 'יש להעביר עד', '30.11.2026')
    expectOrder(text, 'מספר בנק', '99')
    expectOrder(text, 'מספר סניף', '987')
    expectOrder(text, 'מספר חשבון', '12-345678')
    expectOrder(text, 'שם המוטב', 'חשבון נאמנות לדוגמה')
    // The reference alone on its line, straight after its label and before the note.
    expectText(text, 'אסמכתא להעברה R-2026-104-7 נא לרשום אסמכתא זו')
    expect(text).not.toContain('7-401-6202-R')
  })

  it('is in English for an English-speaking investor, amounts in en-IL', async () => {
    const { text } = await pdfText({
      ...hebrew,
      locale: 'en',
      investment: { ...hebrew.investment, projectName: 'Negev Solar 2 Ltd' },
      investorName: 'Dana Cohen',
      bank: { ...hebrew.bank, bankName: 'Demo Bank Ltd', beneficiary: 'Demo Trust Account' },
      request: { ...request, currency: 'USD', amount: 1_500_000 },
    })
    expectOrder(text, 'Payment request no.', 'R-2026-104-7-1')
    expectOrder(text, 'Date', '25/11/2026')
    expectOrder(text, 'Amount to transfer', '$15,000')
    expectOrder(text, 'Transfer by', '30/11/2026')
    expectOrder(text, 'Account number', '12-345678')
    expectOrder(text, 'Beneficiary', 'Demo Trust Account')
    expectText(text, 'Reference for the transfer R-2026-104-7 Write this reference')
    expectText(text, 'The platform charges no fee for a bank transfer.')
    expect(text).not.toMatch(/[\u0590-\u05ff]/)
  })

  it('says so on a voided request', async () => {
    const { text } = await pdfText({
      ...hebrew,
      request: { ...request, number: 'R-2026-104-7-2', status: 'void' },
    })
    expectText(text, 'דרישת תשלום זו בוטלה: אין לשלם אותה.')
  })
})
