import type { ProjectStatus } from '@/domain/projects/project-status'

/**
 * The securities register and allotment letters exist once a raise succeeded: from its
 * successful close (`success_finished`) and after the securities were issued (`running`).
 */
export const registerStatuses = [
  'success_finished',
  'running',
] as const satisfies readonly ProjectStatus[]

export function registerIsOpen(status: string | null | undefined): boolean {
  return (registerStatuses as readonly string[]).includes(status ?? '')
}

/** `*****6789`: always five stars, so the mask tells nothing of the number's length. */
export function maskIdentityNumber(lastFour: string | null | undefined): string {
  const digits = (lastFour ?? '').slice(-4)
  return digits ? `*****${digits}` : ''
}

/**
 * How a register shows ID and passport numbers: masked unless the member asked for the full
 * numbers and their role may open them (the same roles as the compliance screen's *Show full
 * number*: administrators and compliance officers). A full export is audited as such.
 */
export type IdentityView = 'masked' | 'full'

export function identityViewFor(role: string | null, asked: string | null): IdentityView {
  const mayOpen = role === 'admin' || role === 'compliance'
  return mayOpen && asked === 'full' ? 'full' : 'masked'
}

/** A money amount in minor units as a plain decimal (`1234.50`) that spreadsheets read as a number. */
export function decimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const absolute = Math.abs(minor)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** A file name from the project's alias (letters, digits and dashes only) and the day. */
export function registerFilename(alias: string, day: string, extension: 'csv' | 'xlsx'): string {
  const safe = alias.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'project'
  return `securities-register-${safe}-${day}.${extension}`
}

/** One approved investment as the register lists it; dates are days in Israel (`2031-06-02`). */
export type RegisterRow = {
  investmentId: number
  investmentNumber: number
  investorName: string
  identity: { kind: 'id' | 'passport'; number: string; country: string | null } | null
  units: number
  unitPriceMinor: number
  amountMinor: number
  currency: string
  paidOn: string | null
  approvedOn: string | null
}

export const registerColumns = [
  'investmentNumber',
  'investorName',
  'identityKind',
  'identityNumber',
  'units',
  'unitPrice',
  'amount',
  'currency',
  'paidOn',
  'approvedOn',
] as const
export type RegisterColumn = (typeof registerColumns)[number]

/** A cell's value: numbers stay numbers (the spreadsheet sums them), amounts in major units. */
export function registerCell(
  row: RegisterRow,
  column: RegisterColumn,
  identityKindLabel: (identity: NonNullable<RegisterRow['identity']>) => string,
): string | number {
  switch (column) {
    case 'investmentNumber':
      return row.investmentNumber
    case 'investorName':
      return row.investorName
    case 'identityKind':
      return row.identity ? identityKindLabel(row.identity) : ''
    case 'identityNumber':
      return row.identity?.number ?? ''
    case 'units':
      return row.units
    case 'unitPrice':
      return decimalAmount(row.unitPriceMinor)
    case 'amount':
      return decimalAmount(row.amountMinor)
    case 'currency':
      return row.currency
    case 'paidOn':
      return row.paidOn ?? ''
    case 'approvedOn':
      return row.approvedOn ?? ''
  }
}
