import type { Payload, TypedUser } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import { registerIsOpen } from '@/domain/investments/raise/securities-register'
import { relationId } from '@/domain/relation-id'
import { isLocale, type Locale } from '@/i18n/locales'
import { AppError } from '@/server/errors/app-error'

import { readRegisterRows } from './read-register-rows'

export type AllotmentLetter = { filename: string; pdf: Buffer; locale: Locale }

/**
 * The allotment letter of an approved investment of a raise that succeeded, drawn now in
 * `locale`, by default the investor's account language. The investment is read as `user`
 * through the collection's access control: its owner, compliance and administrators only; anyone
 * else's is `NOT_FOUND`. ID numbers are always masked in it.
 */
export async function allotmentLetterPdf(
  payload: Payload,
  options: { investmentId: number; user: TypedUser; locale?: string | null; now?: Date },
): Promise<AllotmentLetter> {
  const investment = await payload.findByID({
    collection: 'investments',
    id: options.investmentId,
    depth: 0,
    disableErrors: true,
    select: { project: true, investor: true, status: true },
    overrideAccess: false,
    user: options.user,
  })
  const projectId = relationId(investment?.project)
  const investorId = relationId(investment?.investor)
  if (!investment || projectId === null || investorId === null) throw new AppError('NOT_FOUND')
  // The account's language and the project's name are the server's to read once the caller may
  // see the investment (a project that ended may no longer be listed).
  const investor = await payload.findByID({
    collection: 'investors',
    id: investorId,
    depth: 0,
    select: { locale: true },
    overrideAccess: true,
  })
  const locale: Locale = isLocale(options.locale)
    ? options.locale
    : isLocale(investor.locale)
      ? investor.locale
      : 'he'
  const project = await payload.findByID({
    collection: 'projects',
    id: projectId,
    locale,
    depth: 0,
    select: { name: true, status: true, raisingType: true },
    overrideAccess: true,
  })
  if (!registerIsOpen(project.status)) throw new AppError('REGISTER_NOT_OPEN')
  if (investment.status !== 'approved') throw new AppError('INVESTMENT_NOT_APPROVED')
  const [row] = await readRegisterRows(payload, {
    projectId,
    investmentId: investment.id,
    identity: 'masked',
  })
  if (!row) throw new AppError('INVESTMENT_NOT_APPROVED')
  // Loaded here only: the PDF library stays out of every route that draws no letter.
  const { renderAllotmentLetterPdf } = await import('./render-allotment-letter-pdf')
  const pdf = await renderAllotmentLetterPdf({
    locale,
    companyName: project.name ?? '',
    raisingType: project.raisingType === 'bonds' ? 'bonds' : 'stock',
    row,
    issuedOn: israelToday(options.now ?? new Date()),
  })
  return { filename: `allotment-letter-${row.investmentNumber}.pdf`, pdf, locale }
}
