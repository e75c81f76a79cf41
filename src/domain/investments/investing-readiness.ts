import { isAdultOn } from '../identity/adulthood'
import type { ProfileStep } from '../investors/profile-completeness'
import type { KycStatus } from '../kyc/kyc-status'

export type Readiness =
  | { ready: true }
  | { ready: false; reason: 'companyAccount' | 'minor' | 'identityRejected' }
  | { ready: false; reason: 'profileIncomplete'; missing: ProfileStep[] }

/**
 * Whether an account may invest now. A company account cannot (spec 6); nor a minor (spec 5). The
 * personal details, identity documents and investor type must be complete and the identity check
 * handed to compliance: an investment made while it is under review shows as unverified until
 * compliance approves; one refused by compliance may not invest until it is approved.
 */
export function readinessToInvest(input: {
  accountKind: 'investor' | 'company'
  birthDate: string | null | undefined
  today: string
  missingSteps: readonly ProfileStep[]
  kycStatus: KycStatus
}): Readiness {
  if (input.accountKind === 'company') return { ready: false, reason: 'companyAccount' }
  if (input.birthDate && !isAdultOn(input.birthDate, input.today))
    return { ready: false, reason: 'minor' }
  if (input.kycStatus === 'rejected') return { ready: false, reason: 'identityRejected' }
  const submitted = input.kycStatus === 'submitted' || input.kycStatus === 'approved'
  const missing = input.missingSteps.filter((step) => step !== 'identityCheck' || !submitted)
  if (missing.length > 0) return { ready: false, reason: 'profileIncomplete', missing }
  return { ready: true }
}
