import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'

import { toCsv } from '@/domain/leads/leads-csv'
import { israelToday } from '@/domain/identity/adulthood'
import {
  registerCell,
  registerColumns,
  registerFilename,
  registerIsOpen,
  type IdentityView,
  type RegisterRow,
} from '@/domain/investments/raise/securities-register'
import { relationId } from '@/domain/relation-id'
import type { Locale } from '@/i18n/locales'
import { messagesFor } from '@/i18n/messages'
import type { User } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { requireReviewer } from '@/server/compliance/reviewer'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

import { readRegisterRows } from './read-register-rows'
import { securitiesRegisterXlsx } from './securities-register-xlsx'

export type RegisterExport = { filename: string; contentType: string; body: Uint8Array | string }

const contentTypes = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * A succeeded raise's securities register (spec: on success investors are registered in the
 * company's register): one row per approved investment, as CSV or XLSX, headers in the member's
 * language. Administrators and compliance only; before the raise succeeded `REGISTER_NOT_OPEN`.
 * Every investor listed gets an audit entry (who exported, which project, masked or full numbers),
 * committed before the register is handed out, so none leaves without its trace.
 */
export async function exportSecuritiesRegister(
  payload: Payload,
  options: {
    projectId: number
    staff: User
    format: 'csv' | 'xlsx'
    identity: IdentityView
    locale: Locale
    now?: Date
  },
): Promise<RegisterExport> {
  const req = { user: { ...options.staff, collection: 'users' as const } }
  const staff = requireReviewer(req)
  const project = await payload.findByID({
    collection: 'projects',
    id: options.projectId,
    depth: 0,
    disableErrors: true,
    locale: options.locale,
    select: { alias: true, name: true, status: true },
    overrideAccess: false,
    user: req.user,
  })
  if (!project) throw new AppError('NOT_FOUND')
  if (!registerIsOpen(project.status)) throw new AppError('REGISTER_NOT_OPEN')

  const rows = await withTransaction(payload, async (transaction) => {
    const listed = await readRegisterRows(payload, {
      projectId: project.id,
      identity: options.identity,
    })
    const investors = await payload.find({
      collection: 'investments',
      where: { and: [{ project: { equals: project.id } }, { status: { equals: 'approved' } }] },
      select: { investor: true },
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
      req: transaction.req,
    })
    for (const investment of investors.docs) {
      await recordAudit(
        payload,
        {
          action: 'investor.exported',
          investor: relationId(investment.investor),
          investment: investment.id,
          project: project.id,
          actor: staff.id,
          details: {
            export: 'securities-register',
            format: options.format,
            identityNumbers: options.identity,
          },
        },
        { req: transaction.req },
      )
    }
    return listed
  })

  const t = createTranslator({
    locale: options.locale,
    messages: messagesFor(options.locale),
    namespace: 'ProjectClose.register',
  })
  const identityKind = (identity: NonNullable<RegisterRow['identity']>) =>
    identity.kind === 'id'
      ? t('identityKinds.id')
      : t('identityKinds.passport', { country: identity.country ?? '' })
  const header = (column: (typeof registerColumns)[number]) => t(`columns.${column}`)
  const day = israelToday(options.now ?? new Date())
  const filename = registerFilename(project.alias, day, options.format)
  if (options.format === 'csv') {
    const body = toCsv(
      registerColumns.map((column) => ({
        header: header(column),
        value: (row: RegisterRow) => registerCell(row, column, identityKind),
      })),
      rows,
    )
    return { filename, contentType: contentTypes.csv, body }
  }
  const body = await securitiesRegisterXlsx({
    rows,
    locale: options.locale,
    sheetName: t('sheetName'),
    header,
    identityKind,
  })
  return { filename, contentType: contentTypes.xlsx, body }
}
