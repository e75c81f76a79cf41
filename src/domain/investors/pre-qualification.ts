import type { KycStatus } from '../kyc/kyc-status'

export type PreQualificationInput = {
  accountKind: 'investor' | 'company' | null | undefined
  /** The identity check's status; null or undefined for an account that has no profile yet. */
  kycStatus: KycStatus | null | undefined
}

/**
 * Pre-qualified for angel campaigns, which are shown only to signed-in, pre-qualified users (the
 * domain notes): an investor account whose identity check compliance approved. A company's
 * account never invests (spec 6), so it is never offered another company's campaign (it still sees
 * its own). The investor type is not asked: a private investor may be one of a campaign's offerees
 * (docs/security.md says why). A changed identity detail puts the check back to review, and the
 * campaigns out of sight until compliance approves again.
 */
export function isPreQualified({ accountKind, kycStatus }: PreQualificationInput): boolean {
  return accountKind !== 'company' && kycStatus === 'approved'
}
