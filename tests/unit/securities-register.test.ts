import { describe, expect, it } from 'vitest'

import { toCsv } from '@/domain/leads/leads-csv'
import {
  decimalAmount,
  identityViewFor,
  maskIdentityNumber,
  registerCell,
  registerFilename,
  registerIsOpen,
  type RegisterRow,
} from '@/domain/investments/raise/securities-register'

const row: RegisterRow = {
  investmentId: 7,
  investmentNumber: 1042,
  investorName: '=HYPERLINK("http://evil")',
  identity: { kind: 'passport', number: '*****6789', country: 'FR' },
  units: 1000,
  unitPriceMinor: 1_50,
  amountMinor: 1_500_00,
  currency: 'ILS',
  paidOn: '2031-06-02',
  approvedOn: null,
}

describe('the securities register', () => {
  it('is open only once the raise succeeded', () => {
    expect(registerIsOpen('success_finished')).toBe(true)
    expect(registerIsOpen('running')).toBe(true)
    for (const status of ['raising', 'raising_extend', 'unsuccess_finished', 'coming', null])
      expect(registerIsOpen(status)).toBe(false)
  })

  it('masks a number to five stars and its last four digits, whatever its length', () => {
    expect(maskIdentityNumber('6789')).toBe('*****6789')
    expect(maskIdentityNumber('123456789')).toBe('*****6789')
    expect(maskIdentityNumber(null)).toBe('')
    expect(maskIdentityNumber('')).toBe('')
  })

  it('gives full numbers only to administrators and compliance who ask for them', () => {
    expect(identityViewFor('compliance', 'full')).toBe('full')
    expect(identityViewFor('admin', 'full')).toBe('full')
    expect(identityViewFor('compliance', null)).toBe('masked')
    expect(identityViewFor('editor', 'full')).toBe('masked')
    expect(identityViewFor(null, 'full')).toBe('masked')
  })

  it('writes amounts as plain decimals', () => {
    expect(decimalAmount(0)).toBe('0.00')
    expect(decimalAmount(5)).toBe('0.05')
    expect(decimalAmount(1_234_50)).toBe('1234.50')
    expect(decimalAmount(-1_00)).toBe('-1.00')
  })

  it('names its file from the alias only', () => {
    expect(registerFilename('solar-farm', '2031-06-02', 'csv')).toBe(
      'securities-register-solar-farm-2031-06-02.csv',
    )
    expect(registerFilename('../"x"\r\n', '2031-06-02', 'xlsx')).toBe(
      'securities-register-x-2031-06-02.xlsx',
    )
  })

  it('makes a CSV Excel reads as UTF-8 and never runs as a formula', () => {
    const label = () => 'דרכון (FR)'
    const csv = toCsv(
      (['investorName', 'identityKind', 'identityNumber', 'amount'] as const).map((column) => ({
        header: column,
        value: (r: RegisterRow) => registerCell(r, column, label),
      })),
      [row, { ...row, investorName: '-1+1', identity: null }, { ...row, investorName: '@SUM(A1)' }],
    )
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil"")","דרכון (FR)","*****6789","1500.00"`)
    expect(lines[2]).toBe(`"'-1+1","","","1500.00"`)
    expect(lines[3]!.startsWith(`"'@SUM(A1)"`)).toBe(true)
  })
})
