import type { Payload, PayloadRequest } from 'payload'

import { israelToday } from '@/domain/identity/adulthood'
import type { InvestorStanding } from '@/domain/investments/allowance'
import { readinessToInvest, type Readiness } from '@/domain/investments/investing-readiness'
import { effectiveInvestorType } from '@/domain/investors/investor-type'
import type { BracketNumber } from '@/domain/investors/legal-limits'
import { profileCompleteness, profileSteps } from '@/domain/investors/profile-completeness'
import type { Investor, InvestorProfile } from '@/payload-types'
import { AppError } from '@/server/errors/app-error'
import { getIdentityCheckSettings } from '@/server/profile/identity-check-settings'

export type InvestorSituation = {
  profile: InvestorProfile
  standing: InvestorStanding
  readiness: Readiness
}

/**
 * How the caps see the investor (the verified type, the declared bracket, an accountant's
 * confirmation only once compliance verified it) and whether they may invest at all, from their
 * profile and documents as they are now. Inside a transaction every read passes its `req`: a read
 * on the pool while the transaction holds a connection can starve the pool under load.
 */
export async function readInvestorSituation(
  payload: Payload,
  investor: Pick<Investor, 'id' | 'accountKind'>,
  now: Date,
  req?: Partial<PayloadRequest>,
): Promise<InvestorSituation> {
  // One after another: inside a transaction they share its connection.
  const profiles = await payload.find({
    collection: 'investor-profiles',
    where: { investor: { equals: investor.id } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const documents = await payload.find({
    collection: 'investor-documents',
    where: { investor: { equals: investor.id } },
    select: { kind: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const settings = await getIdentityCheckSettings(payload, req)
  const profile = profiles.docs[0]
  // An account that never opened its profile (an API client investing first) has every step left.
  if (!profile) throw new AppError('PROFILE_INCOMPLETE', { missing: [...profileSteps] })
  const { missing } = profileCompleteness({
    fields: profile as unknown as Record<string, unknown>,
    hasIdNumber: Boolean(profile.idNumberSealed),
    hasPassportNumber: Boolean(profile.passportNumberSealed),
    documents: documents.docs.map((document) => document.kind),
    selfieRequired: settings.selfieRequired,
    kycStatus: profile.kycStatus,
  })
  const verified = profile.typeVerification === 'verified'
  return {
    profile,
    standing: {
      type: effectiveInvestorType(profile.investorType, profile.typeVerification),
      bracket: (profile.incomeBracket ?? null) as BracketNumber | null,
      accountantConfirmed: verified && profile.accountantConfirmation === true,
    },
    readiness: readinessToInvest({
      accountKind: investor.accountKind ?? 'investor',
      birthDate: profile.birthDate,
      today: israelToday(now),
      missingSteps: missing,
      kycStatus: profile.kycStatus,
    }),
  }
}
