import {
  registerCell,
  registerColumns,
  type RegisterColumn,
  type RegisterRow,
} from '@/domain/investments/raise/securities-register'
import type { Locale } from '@/i18n/locales'

const moneyColumns = new Set<RegisterColumn>(['unitPrice', 'amount'])
const dayColumns = new Set<RegisterColumn>(['paidOn', 'approvedOn'])

/**
 * The register as an Excel workbook (exceljs, loaded only here, on the server): one sheet, right
 * to left in Hebrew, numbers as numbers (amounts with two decimals) and days as dates. Every text
 * is written as a string value, never as a formula, so a name starting with `=` stays text.
 */
export async function securitiesRegisterXlsx(options: {
  rows: RegisterRow[]
  locale: Locale
  sheetName: string
  header: (column: RegisterColumn) => string
  identityKind: (identity: NonNullable<RegisterRow['identity']>) => string
}): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), {
    views: [{ rightToLeft: options.locale === 'he', state: 'frozen', ySplit: 1 }],
  })
  sheet.columns = registerColumns.map((column) => ({
    header: options.header(column),
    key: column,
    width: column === 'investorName' ? 28 : 16,
    ...(moneyColumns.has(column) ? { style: { numFmt: '#,##0.00' } } : {}),
    ...(dayColumns.has(column) ? { style: { numFmt: 'dd/mm/yyyy' } } : {}),
  }))
  sheet.getRow(1).font = { bold: true }
  for (const row of options.rows) {
    sheet.addRow(
      Object.fromEntries(
        registerColumns.map((column) => {
          const value = registerCell(row, column, options.identityKind)
          if (moneyColumns.has(column)) return [column, Number(value)]
          if (dayColumns.has(column))
            return [column, value === '' ? null : new Date(`${String(value)}T00:00:00Z`)]
          return [column, value]
        }),
      ),
    )
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
