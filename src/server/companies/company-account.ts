import type { PublicInvestor } from '@/server/auth/resolve-session'
import { AppError } from '@/server/errors/app-error'

/**
 * Spec 6: raising capital is a company account's business. An investor's account is refused with
 * its own code (the page explains that a company must register a company account).
 */
export function assertCompanyAccount(account: PublicInvestor): void {
  if (account.accountKind !== 'company') throw new AppError('INVESTOR_ACCOUNT')
}

/** The account as Payload's access control sees it, for reads made on the company's behalf. */
export const asPayloadUser = (account: PublicInvestor) => ({
  ...account,
  collection: 'investors' as const,
})
