import type { Payload } from 'payload'

import { companySeesInvestors, type CompanyInvestor } from '@/domain/companies/company-investors'
import type { Locale } from '@/i18n/locales'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { AppError } from '@/server/errors/app-error'
import { readRegisterRows } from '@/server/investments/raise/read-register-rows'

import { readOwnProjects, type OwnProject } from './read-own-projects'

/**
 * The investors of one of the company's projects, as the company may see them: after a successful
 * raise only, names and holdings (`companySeesInvestors`). The project must be the company's own,
 * read through access control; another's is answered as absent.
 */
export async function readProjectInvestors(
  payload: Payload,
  account: PublicInvestor,
  projectId: number,
  locale: Locale,
  /** The company's projects when the caller already read them (`readOwnProjects`). */
  own?: OwnProject[],
): Promise<CompanyInvestor[]> {
  const project = (own ?? (await readOwnProjects(payload, account, locale))).find(
    (own) => own.id === projectId,
  )
  if (!project) throw new AppError('NOT_FOUND')
  if (!companySeesInvestors(project.status)) return []
  const rows = await readRegisterRows(payload, { projectId, identity: 'masked' })
  return rows.map((row) => ({
    name: row.investorName,
    units: row.units,
    amountMinor: row.amountMinor,
    currency: row.currency,
    approvedOn: row.approvedOn,
  }))
}
