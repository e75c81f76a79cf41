import { isValidCalendarDate } from '../identity/adulthood'
import { moneyTextToMinor } from '../money'

import { isValidPaymentReference } from './reference'

/**
 * A bank statement exported as CSV, read into credit lines (day, amount in minor units, payment
 * reference). Israeli banks' exports vary: a byte-order mark, `,` `;` or tab between fields, quoted
 * fields, `1,234.50` or `1234.50`, `DD/MM/YYYY` (or `DD.MM.YYYY`) or `YYYY-MM-DD`, lines about the
 * account before the header, header names in English or Hebrew. A line that cannot be read is
 * reported with its number and the reason, never guessed at.
 */

export const maxStatementLines = 5000

/** A month of a busy raise is a few hundred lines; 1 MB is far above any real export. */
export const maxStatementBytes = 1024 * 1024

export type StatementLine = {
  /** The line's number in the file (1 is the first line). */
  line: number
  /** 'YYYY-MM-DD' */
  date: string
  /** Minor units, above zero. */
  amount: number
  /** The payment reference as read (digits when one was found). */
  reference: string
}

/** Why a line could not be read (a `TransfersAdmin.problems` message each). */
export const lineProblems = [
  'dateInvalid',
  'amountMissing',
  'amountInvalid',
  'amountNotPositive',
  'referenceMissing',
] as const
export type LineProblem = (typeof lineProblems)[number]

export type MalformedLine = { line: number; problem: LineProblem }

export type StatementProblem = 'statementEmpty' | 'statementColumnsMissing' | 'statementTooLong'

export type ParsedStatement =
  | { ok: true; lines: StatementLine[]; malformed: MalformedLine[] }
  | { ok: false; problem: StatementProblem }

type Column = 'date' | 'amount' | 'reference'

/** Header names, compared without case, quotes or surrounding spaces; the first match wins. */
const headerNames: Record<Column, readonly string[]> = {
  date: ['date', 'value date', 'transaction date', 'תאריך', 'תאריך ערך', 'תאריך פעולה'],
  amount: ['amount', 'credit', 'סכום', 'זכות', 'סכום זכות'],
  reference: [
    'reference',
    'ref',
    'reference number',
    'payment reference',
    'אסמכתא',
    'מספר אסמכתא',
    'אסמכתה',
  ],
}

type RawRecord = { line: number; fields: string[] }

/** RFC 4180 records: quoted fields may hold the separator, `""` and line breaks. */
function readRecords(text: string, separator: string): RawRecord[] {
  const records: RawRecord[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  const endRecord = () => {
    fields.push(field)
    records.push({ line: recordLine, fields })
    fields = []
    field = ''
  }
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++
        field += char
      }
    } else if (char === '"') quoted = true
    else if (char === separator) {
      fields.push(field)
      field = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index++
      endRecord()
      line++
      recordLine = line
    } else field += char
  }
  if (field !== '' || fields.length > 0) endRecord()
  return records.filter((record) => record.fields.some((value) => value.trim() !== ''))
}

const headerKey = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase()

/** Where each column is in a header record, or null when one is missing. */
function columnsOf(record: RawRecord): Record<Column, number> | null {
  const keys = record.fields.map(headerKey)
  const found: Partial<Record<Column, number>> = {}
  for (const column of ['date', 'amount', 'reference'] as const) {
    const index = keys.findIndex((key) => headerNames[column].includes(key))
    if (index < 0) return null
    found[column] = index
  }
  return found as Record<Column, number>
}

/** 'DD/MM/YYYY', 'DD.MM.YYYY', 'DD-MM-YYYY' or 'YYYY-MM-DD' (a time after it is ignored). */
export function parseStatementDate(value: string): string | null {
  const text = value.trim().replace(/\s+\d{1,2}:\d{2}(:\d{2})?$/, '')
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text)
  const day = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2]!.padStart(2, '0')}-${dayFirst[1]!.padStart(2, '0')}`
    : /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? text
      : null
  return day && isValidCalendarDate(day) ? day : null
}

/**
 * An amount in major units as minor units: `1234.5`, `1,234.50`, `₪ 1,234.50`, `1234.50 ש"ח`.
 * Thousands separators must sit every three digits; a decimal comma (`1234,50`) is refused, as it
 * cannot be told from a thousands separator. Negative amounts (debits) come back negative.
 */
export function parseStatementAmount(value: string): number | null {
  let text = value.replace(/[\u200e\u200f\u00a0\s]/g, '').replace(/₪|ש"ח|ש״ח|NIS|ILS/gi, '')
  let sign = 1
  if (/^-|-$/.test(text) || /^\(.*\)$/.test(text)) {
    sign = -1
    text = text.replace(/^-|-$|^\(|\)$/g, '')
  }
  const minor = moneyTextToMinor(text)
  return minor === null ? null : sign * minor
}

/**
 * The reference of a statement line: digits alone (leading zeros dropped), or, in a longer
 * description, the one run of digits whose check digit is right (never two runs joined).
 */
export function parseStatementReference(value: string): string {
  const text = value.trim()
  if (/^\d+$/.test(text)) return text.replace(/^0+(?=\d)/, '')
  const candidates = (text.match(/\d{2,}/g) ?? [])
    .map((run) => run.replace(/^0+(?=\d)/, ''))
    .filter(isValidPaymentReference)
  return new Set(candidates).size === 1 ? candidates[0]! : text
}

/** Reads a statement's text (see decodeStatement for its bytes). */
export function parseBankStatement(input: string): ParsedStatement {
  const text = input.replace(/^\uFEFF/, '')
  // The separator is the one under which a header naming all three columns is found (account
  // details may come before it, so the first line is no guide).
  let records: RawRecord[] = []
  let headerIndex = -1
  for (const separator of [',', ';', '\t']) {
    records = readRecords(text, separator)
    headerIndex = records.slice(0, 20).findIndex((record) => columnsOf(record) !== null)
    if (headerIndex >= 0) break
  }
  if (records.length === 0) return { ok: false, problem: 'statementEmpty' }
  if (headerIndex < 0) return { ok: false, problem: 'statementColumnsMissing' }
  const columns = columnsOf(records[headerIndex]!)!
  const body = records.slice(headerIndex + 1)
  if (body.length > maxStatementLines) return { ok: false, problem: 'statementTooLong' }
  const lines: StatementLine[] = []
  const malformed: MalformedLine[] = []
  for (const record of body) {
    const cell = (column: Column) => record.fields[columns[column]] ?? ''
    const date = parseStatementDate(cell('date'))
    const amountText = cell('amount').trim()
    const amount = parseStatementAmount(amountText)
    const reference = parseStatementReference(cell('reference'))
    const problem: LineProblem | null =
      date === null
        ? 'dateInvalid'
        : amountText === ''
          ? 'amountMissing'
          : amount === null
            ? 'amountInvalid'
            : amount <= 0
              ? 'amountNotPositive'
              : reference === ''
                ? 'referenceMissing'
                : null
    if (problem) malformed.push({ line: record.line, problem })
    else lines.push({ line: record.line, date: date!, amount: amount!, reference })
  }
  return { ok: true, lines, malformed }
}

/** A statement file's bytes as text: UTF-8, or Windows-1255 (older Hebrew exports) when not. */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1255').decode(bytes)
  }
}
