import { controlCharacters } from '../plain-text'

const ascii = (text: string) => new TextEncoder().encode(text)

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)
}

function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let start = 0; start + needle.length <= bytes.length; start++) {
    for (let index = 0; index < needle.length; index++)
      if (bytes[start + index] !== needle[index]) continue outer
    return true
  }
  return false
}

const zipLocalHeader = Uint8Array.of(0x50, 0x4b, 0x03, 0x04)
const contentTypes = ascii('[Content_Types].xml')
const workbook = ascii('xl/workbook.xml')

/**
 * An Excel workbook (Office Open XML): a ZIP archive naming the package's content types and a
 * workbook part. The names are stored uncompressed in the archive's headers, so they can be found
 * without unpacking; any other ZIP (a Word file, a program) has no `xl/workbook.xml`.
 */
export function looksLikeXlsx(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, zipLocalHeader) && contains(bytes, contentTypes) && contains(bytes, workbook)
  )
}

/** A CSV file's text: UTF-8 (a byte-order mark dropped), else Windows-1255 (older Hebrew Excel). */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1255').decode(bytes)
  }
}

export type CsvVerdict = 'csv' | 'notCsv' | 'formula'

/** A cell that a spreadsheet would run as a formula (`=`, `@`, or a sign before a name or call). */
const formulaCell = /^[=@]|^[+-]\s*[^\d\s.,]/

function cellsOf(line: string): string[] {
  return line.split(/[,;\t]/).map((cell) => cell.trim().replace(/^"+/, '').trim())
}

/**
 * Whether bytes are a CSV table: plain text (no NUL or other control character but tab and line
 * breaks), not markup (an HTML page named .csv), and a first line with a separator. A cell that
 * would run as a formula when staff open the file in a spreadsheet is refused on its own ground
 * (`formula`): a cap table needs values, and formulas in a CSV are a known way to run commands.
 */
export function judgeCsv(bytes: Uint8Array): CsvVerdict {
  if (bytes.length === 0 || bytes.includes(0)) return 'notCsv'
  const text = decodeCsv(bytes)
  if (controlCharacters.test(text)) return 'notCsv'
  const lines = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '')
  const first = lines[0]?.trim() ?? ''
  if (first.startsWith('<') || !/[,;\t]/.test(first)) return 'notCsv'
  return lines.some((line) => cellsOf(line).some((cell) => formulaCell.test(cell)))
    ? 'formula'
    : 'csv'
}
