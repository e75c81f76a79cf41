import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  paymentRequestFilename,
  paymentRequestNumber,
  transferDueDate,
} from '@/domain/investments/payment-request-rules'
import { formatDate } from '@/i18n/format-date'
import { readBankDetails } from '@/server/investments/payment-requests/read-bank-details'

describe('a payment request', () => {
  it("is due the given number of days after today's date in Israel", () => {
    // 23:30 UTC on 25 Nov is already 26 Nov in Israel (UTC+2).
    const due = transferDueDate(new Date('2026-11-25T23:30:00Z'), 5)
    expect(formatDate(due, 'he')).toBe('1.12.2026')
    expect(formatDate(due, 'en')).toBe('01/12/2026')
    expect(formatDate(transferDueDate(new Date('2026-11-25T21:59:00Z'), 5), 'he')).toBe(
      '30.11.2026',
    )
  })

  it('keeps its due date on the same day in summer time and across a year end', () => {
    expect(formatDate(transferDueDate(new Date('2026-06-30T20:59:00Z'), 1), 'he')).toBe('1.7.2026')
    expect(formatDate(transferDueDate(new Date('2026-12-29T12:00:00Z'), 3), 'en')).toBe(
      '01/01/2027',
    )
  })

  it("is numbered after the investment's reference and its earlier requests", () => {
    expect(paymentRequestNumber('R-2026-104-7', 0)).toBe('R-2026-104-7-1')
    expect(paymentRequestNumber('R-2026-104-7', 2)).toBe('R-2026-104-7-3')
  })

  it('gives its PDF a file name safe in a header', () => {
    expect(paymentRequestFilename('R-2026-104-7-1')).toBe('payment-request-R-2026-104-7-1.pdf')
    expect(paymentRequestFilename('a"b;c d')).toBe('payment-request-a_b_c_d.pdf')
  })
})

describe('the bank details', () => {
  const settings = (bank: Record<string, string>) =>
    ({ findGlobal: async () => ({ bank, transferDays: 5 }) }) as unknown as Payload
  const complete = {
    bankName: 'Demo Bank Ltd',
    bankNumber: '99',
    branchNumber: '999',
    accountNumber: '000000000',
    beneficiary: 'Demo Trust Account',
  }

  it('are read whole', async () => {
    await expect(readBankDetails(settings(complete), 'en')).resolves.toEqual(complete)
  })

  it('are refused with a clear error while any field is blank', async () => {
    await expect(
      readBankDetails(settings({ ...complete, accountNumber: '  ' }), 'en'),
    ).rejects.toMatchObject({ code: 'BANK_DETAILS_MISSING', status: 503 })
    await expect(readBankDetails(settings({}), 'he')).rejects.toMatchObject({
      code: 'BANK_DETAILS_MISSING',
    })
  })
})
