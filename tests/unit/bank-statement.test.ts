import { describe, expect, it } from 'vitest'

import {
  decodeStatement,
  maxStatementLines,
  parseBankStatement,
  parseStatementAmount,
  parseStatementDate,
  parseStatementReference,
} from '@/domain/investments/bank-statement'
import { paymentReference } from '@/domain/investments/reference'
import {
  countMatches,
  matchStatement,
  type TransferOnRecord,
} from '@/domain/investments/statement-matching'

const ok = (text: string) => {
  const parsed = parseBankStatement(text)
  if (!parsed.ok) throw new Error(`not read: ${parsed.problem}`)
  return parsed
}

describe('reading a bank statement', () => {
  it('reads a plain comma-separated statement with ISO dates', () => {
    const parsed = ok('date,amount,reference\n2031-05-03,2000.00,1234\n')
    expect(parsed).toEqual({
      ok: true,
      lines: [{ line: 2, date: '2031-05-03', amount: 2_000_00, reference: '1234' }],
      malformed: [],
    })
  })

  it('reads a byte-order mark, semicolons, CRLF, day-first dates and thousands separators', () => {
    const parsed = ok(
      '\uFEFFDate;Amount;Reference\r\n03/05/2031;1,234.50;1234\r\n4.5.2031;15;42\r\n',
    )
    expect(parsed.lines).toEqual([
      { line: 2, date: '2031-05-03', amount: 1_234_50, reference: '1234' },
      { line: 3, date: '2031-05-04', amount: 15_00, reference: '42' },
    ])
  })

  it('reads quoted fields holding the separator, doubled quotes and line breaks', () => {
    const parsed = ok(
      '"date","amount","reference","details"\n' +
        '"03/05/2031","1,234.50","1234","Dana ""D"" Cohen, Tel Aviv"\n' +
        '"04/05/2031","10","42","two\nlines"\n' +
        '05/05/2031,"20",1234\n',
    )
    expect(parsed.lines.map((line) => [line.line, line.amount])).toEqual([
      [2, 1_234_50],
      [3, 10_00],
      [5, 20_00],
    ])
  })

  it('reads tab-separated exports and Hebrew header names', () => {
    const parsed = ok('תאריך ערך\tזכות\tאסמכתא\n01/06/2031\t500\t1234\n')
    expect(parsed.lines).toEqual([
      { line: 2, date: '2031-06-01', amount: 500_00, reference: '1234' },
    ])
  })

  it('skips the account lines above the header and blank lines, counting them in line numbers', () => {
    const parsed = ok(
      'Account 12-345-678\nPeriod,May 2031\n\ndate,amount,reference\n\n2031-05-03,1,99\n',
    )
    expect(parsed.lines).toEqual([{ line: 6, date: '2031-05-03', amount: 1_00, reference: '99' }])
  })

  it('reports each unreadable line with its number and reason, reading the others', () => {
    const parsed = ok(
      [
        'date,amount,reference',
        '31/02/2031,10,1234',
        '2031-05-03,,1234',
        '2031-05-03,abc,1234',
        '2031-05-03,-10,1234',
        '2031-05-03,0,1234',
        '2031-05-03,10,',
        '2031-05-03,10',
        '2031-05-03,10,1234',
      ].join('\n'),
    )
    expect(parsed.malformed).toEqual([
      { line: 2, problem: 'dateInvalid' },
      { line: 3, problem: 'amountMissing' },
      { line: 4, problem: 'amountInvalid' },
      { line: 5, problem: 'amountNotPositive' },
      { line: 6, problem: 'amountNotPositive' },
      { line: 7, problem: 'referenceMissing' },
      { line: 8, problem: 'referenceMissing' },
    ])
    expect(parsed.lines.map((line) => line.line)).toEqual([9])
  })

  it('refuses an empty file, a file without the three columns, and one too long', () => {
    expect(parseBankStatement('')).toEqual({ ok: false, problem: 'statementEmpty' })
    expect(parseBankStatement('\uFEFF\n\n  \n')).toEqual({ ok: false, problem: 'statementEmpty' })
    expect(parseBankStatement('date,amount\n2031-05-03,10\n')).toEqual({
      ok: false,
      problem: 'statementColumnsMissing',
    })
    const line = '2031-05-03,1,1234\n'
    expect(parseBankStatement(`date,amount,reference\n${line.repeat(maxStatementLines)}`).ok).toBe(
      true,
    )
    expect(
      parseBankStatement(`date,amount,reference\n${line.repeat(maxStatementLines + 1)}`),
    ).toEqual({ ok: false, problem: 'statementTooLong' })
  })

  it('reads Windows-1255 Hebrew exports as well as UTF-8', () => {
    // "אסמכתא" in Windows-1255.
    const hebrew = [0xe0, 0xf1, 0xee, 0xeb, 0xfa, 0xe0]
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('date,amount,'),
      ...hebrew,
      ...new TextEncoder().encode('\n2031-05-03,10,1234\n'),
    ])
    expect(decodeStatement(bytes)).toContain('אסמכתא')
    expect(decodeStatement(new TextEncoder().encode('תאריך'))).toBe('תאריך')
  })
})

describe('a statement field', () => {
  it('takes dates day first or ISO, with or without a time, and only real days', () => {
    expect(parseStatementDate('03/05/2031')).toBe('2031-05-03')
    expect(parseStatementDate('3.5.2031')).toBe('2031-05-03')
    expect(parseStatementDate('03-05-2031 14:22')).toBe('2031-05-03')
    expect(parseStatementDate('2031-05-03')).toBe('2031-05-03')
    expect(parseStatementDate('29/02/2032')).toBe('2032-02-29')
    expect(parseStatementDate('29/02/2031')).toBeNull()
    expect(parseStatementDate('13/13/2031')).toBeNull()
    expect(parseStatementDate('03/05/31')).toBeNull()
    expect(parseStatementDate('2031/05/03')).toBeNull()
    expect(parseStatementDate('')).toBeNull()
  })

  it('takes amounts with thousands separators, currency marks and two decimals at most', () => {
    expect(parseStatementAmount('1234.50')).toBe(1_234_50)
    expect(parseStatementAmount('1,234.5')).toBe(1_234_50)
    expect(parseStatementAmount('1,234,567')).toBe(1_234_567_00)
    expect(parseStatementAmount(' ₪ 2,000 ')).toBe(2_000_00)
    expect(parseStatementAmount('2,000.00 ש"ח')).toBe(2_000_00)
    expect(parseStatementAmount('\u200f2,000.00')).toBe(2_000_00)
    expect(parseStatementAmount('0.01')).toBe(1)
    expect(parseStatementAmount('-50.00')).toBe(-50_00)
    expect(parseStatementAmount('50.00-')).toBe(-50_00)
    expect(parseStatementAmount('1234,50')).toBeNull()
    expect(parseStatementAmount('12,34')).toBeNull()
    expect(parseStatementAmount('1.234,50')).toBeNull()
    expect(parseStatementAmount('1.005')).toBeNull()
    expect(parseStatementAmount('1e3')).toBeNull()
    expect(parseStatementAmount('')).toBeNull()
  })

  it('takes the reference as digits, or the one valid reference in a description', () => {
    const reference = paymentReference(1234)
    expect(parseStatementReference(` ${reference} `)).toBe(reference)
    expect(parseStatementReference(`00${reference}`)).toBe(reference)
    expect(parseStatementReference(`העברה ${reference} דנה`)).toBe(reference)
    expect(parseStatementReference(`2031 ref ${reference}`)).toBe(reference)
    // Two valid candidates: nothing is guessed.
    const other = paymentReference(77)
    expect(parseStatementReference(`${reference} ${other}`)).toBe(`${reference} ${other}`)
    expect(parseStatementReference('  ')).toBe('')
  })
})

describe('matching a statement to the expected transfers', () => {
  const awaiting = (investmentId: number, amount: number): TransferOnRecord => ({
    investmentId,
    reference: paymentReference(investmentId),
    amount,
    status: 'pending',
    paymentState: 'awaiting_transfer',
  })
  const line = (n: number, reference: string, amount: number) => ({
    line: n,
    date: '2031-05-03',
    amount,
    reference,
  })

  it('classifies every line by reference and amount', () => {
    const transfers: TransferOnRecord[] = [
      awaiting(1, 2_000_00),
      awaiting(2, 1_000_00),
      { ...awaiting(3, 500_00), status: 'active', paymentState: 'paid' },
      { ...awaiting(4, 500_00), status: 'cancelled', paymentState: 'awaiting_transfer' },
      { ...awaiting(5, 500_00), status: 'active', paymentState: 'refund_due' },
      { ...awaiting(6, 500_00), status: 'failed', paymentState: 'card_released' },
    ]
    const matches = matchStatement(
      [
        line(2, paymentReference(1), 2_000_00),
        line(3, paymentReference(2), 999_99),
        line(4, '999', 100_00),
        line(5, paymentReference(3), 500_00),
        line(6, paymentReference(4), 500_00),
        line(7, paymentReference(5), 500_00),
        line(8, paymentReference(6), 500_00),
        line(9, paymentReference(1), 2_000_00),
        line(10, paymentReference(2), 1_000_00),
      ],
      transfers,
    )
    expect(
      matches.map(({ line, kind, investmentId, expected, firstLine }) => ({
        line,
        kind,
        investmentId,
        expected,
        firstLine,
      })),
    ).toEqual(
      [
        { line: 2, kind: 'matched', investmentId: 1 },
        { line: 3, kind: 'amount_mismatch', investmentId: 2, expected: 1_000_00 },
        { line: 4, kind: 'unknown_reference' },
        { line: 5, kind: 'already_paid', investmentId: 3 },
        { line: 6, kind: 'not_expected', investmentId: 4 },
        { line: 7, kind: 'already_paid', investmentId: 5 },
        { line: 8, kind: 'not_expected', investmentId: 6 },
        { line: 9, kind: 'duplicate', firstLine: 2 },
        // The right amount after a wrong one for the same reference is still one transfer too many.
        { line: 10, kind: 'duplicate', firstLine: 3 },
      ].map((expected) => ({
        investmentId: undefined,
        expected: undefined,
        firstLine: undefined,
        ...expected,
      })),
    )
    expect(countMatches(matches)).toEqual({
      matched: 1,
      amount_mismatch: 1,
      unknown_reference: 1,
      already_paid: 2,
      not_expected: 2,
      duplicate: 2,
    })
  })

  it('matches one agora short or over as a mismatch, never as matched', () => {
    const transfers = [awaiting(1, 2_000_00)]
    const kinds = [1_999_99, 2_000_01].map(
      (amount) => matchStatement([line(2, paymentReference(1), amount)], transfers)[0]!.kind,
    )
    expect(kinds).toEqual(['amount_mismatch', 'amount_mismatch'])
  })

  it('matches nothing in an empty statement or against no transfers', () => {
    expect(matchStatement([], [awaiting(1, 1)])).toEqual([])
    expect(matchStatement([line(2, '12', 1)], [])[0]!.kind).toBe('unknown_reference')
  })
})
