import type { ProjectStatus } from './project-status'

/**
 * Issue 17, "e-mails at raise start (for those who asked to be told)": an investor may ask only
 * while the project is coming soon (once it raises, the invest button is there instead), and only
 * an investor's account: a company account cannot invest, so it is not asked to.
 */
export type RaiseAlertRefusal = 'COMPANY_ACCOUNT' | 'RAISE_ALERT_CLOSED'

export function raiseAlertRefusal(request: {
  status: ProjectStatus
  accountKind: 'investor' | 'company' | null | undefined
}): RaiseAlertRefusal | null {
  if (request.accountKind === 'company') return 'COMPANY_ACCOUNT'
  if (request.status !== 'coming') return 'RAISE_ALERT_CLOSED'
  return null
}

/** Whether the project page offers the request at all. */
export const offersRaiseAlert = (status: ProjectStatus): boolean => status === 'coming'

/** The address the e-mail points to: the invest page of the project whose raise opened. */
export const raiseOpenedPath = (alias: string): string => `/invest/${encodeURIComponent(alias)}`
