import type { DocumentKind } from '../kyc/document-kinds'
import type { KycStatus } from '../kyc/kyc-status'
import type { InvestorType, TypeVerification } from './investor-type'
import type { ProfileStep } from './profile-completeness'

/**
 * The investor's own profile as `GET /api/user/investor/{id}` and the profile calls answer it
 * (docs/api.md), in the terms the profile page reads.
 */
export type ProfileView = {
  profile: {
    [field: string]: unknown
    /** Masked (`•••••6782`) or null. */
    idNumber: string | null
    passportNumber: string | null
    newsletter: boolean
    avatarUrl: string | null
  }
  identityCheck: {
    status: KycStatus
    reason: string | null
    submittedAt: string | null
    decidedAt: string | null
  }
  investorType: {
    declared: InvestorType
    verification: TypeVerification
    effective: InvestorType
    reason: string | null
  }
  documents: {
    id: number
    kind: DocumentKind
    url: string | null
    mimeType: string | null
    createdAt: string
  }[]
  selfieRequired: boolean
  completeness: { missing: ProfileStep[]; next: ProfileStep | null; percent: number }
}
