import type { ProjectStatus } from '../projects/project-status'

/**
 * The company sees who invested only once the raise succeeded (the securities are then theirs to
 * issue to those investors); before that, pledges are the investors' own business and may still
 * be cancelled. It sees names and holdings, not identity numbers: the register with them stays
 * the offer coordinator's (spec 3, securities register).
 */
export function companySeesInvestors(status: ProjectStatus): boolean {
  return status === 'success_finished' || status === 'running'
}

/** One line of the company's list of its investors. */
export type CompanyInvestor = {
  name: string
  units: number
  amountMinor: number
  currency: string
  approvedOn: string | null
}
