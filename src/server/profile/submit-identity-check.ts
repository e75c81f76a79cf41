import type { Payload } from 'payload'

import { profileCompleteness } from '@/domain/investors/profile-completeness'
import { nextKycStatus, reviewOrder } from '@/domain/kyc/kyc-status'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

import { ensureInvestorProfile } from './ensure-investor-profile'
import { getIdentityCheckSettings } from './identity-check-settings'
import { lockInvestorProfile } from './lock-investor-profile'

/**
 * The investor hands their identity details and documents to compliance: allowed from not
 * started, rejected or asked-for-more, once the personal details and the documents are complete.
 * From here until a decision the identity details are locked.
 */
export async function submitIdentityCheck(payload: Payload, investorId: number): Promise<void> {
  await ensureInvestorProfile(payload, investorId)
  const { selfieRequired } = await getIdentityCheckSettings(payload)
  await withTransaction(payload, async (transaction) => {
    const { req } = transaction
    const profile = await lockInvestorProfile(payload, investorId, transaction)
    const next = nextKycStatus(profile.kycStatus, 'submit')
    if (!next) throw new AppError('IDENTITY_CHECK_NOT_OPEN')
    const { docs } = await payload.find({
      collection: 'investor-documents',
      where: { investor: { equals: investorId } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const { missing } = profileCompleteness({
      fields: profile as unknown as Record<string, unknown>,
      hasIdNumber: Boolean(profile.idNumberSealed),
      hasPassportNumber: Boolean(profile.passportNumberSealed),
      documents: docs.map((document) => document.kind),
      selfieRequired,
      kycStatus: profile.kycStatus,
    })
    const incomplete = missing.filter((step) => step === 'personal' || step === 'documents')
    if (incomplete.length > 0) throw new AppError('PROFILE_INCOMPLETE', { missing: incomplete })
    await payload.update({
      collection: 'investor-profiles',
      id: profile.id,
      data: {
        kycStatus: next,
        kycSubmittedAt: new Date().toISOString(),
        kycDecisionReason: null,
        reviewOrder: reviewOrder(next),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await recordAudit(
      payload,
      {
        action: 'kyc.submitted',
        investor: investorId,
        details: { previousStatus: profile.kycStatus },
      },
      { req },
    )
  })
}
