/**
 * CSV for spreadsheets: a byte-order mark so Excel reads Hebrew as UTF-8, every cell quoted, and
 * cells that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`) prefixed with an
 * apostrophe, since the content comes from anonymous visitors.
 */
export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown }

const formulaStart = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (formulaStart.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
