import { neutraliseFormula } from '@/domain/files/spreadsheet-formula'

/**
 * CSV for spreadsheets: a byte-order mark so Excel reads Hebrew as UTF-8, every cell quoted, and
 * cells that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, their fullwidth and other
 * look-alikes, after leading spaces or invisible characters: see startsLikeFormula) prefixed with
 * an apostrophe, since the content comes from anonymous visitors.
 */
export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown }

export function csvCell(value: unknown): string {
  const text = neutraliseFormula(value === null || value === undefined ? '' : String(value))
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
