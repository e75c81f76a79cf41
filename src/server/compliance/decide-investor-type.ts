import type { Payload, PayloadRequest } from 'payload'

import { typeDecisionSchema } from '@/domain/kyc/review-decision'
import type { TypeVerification } from '@/domain/investors/investor-type'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction, type OnBehalfOf } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'
import { fieldError, parseInput } from '@/server/errors/parse-input'
import { siteUrl } from '@/server/http/site-url'

import { investorOfProfile } from './investor-of-profile'
import { lockProfileById } from './lock-profile-by-id'
import { requireReviewer } from './reviewer'

/**
 * Compliance verifies, or refuses, the investor type the investor declared (with its proofs):
 * only a verified type counts for the caps; a refusal tells the investor why.
 */
export async function decideInvestorType(
  payload: Payload,
  req: Pick<PayloadRequest, 'user'> & OnBehalfOf,
  profileId: number,
  input: unknown,
) {
  const reviewer = requireReviewer(req)
  const { decision, reason } = parseInput(typeDecisionSchema, input)
  if (decision === 'reject' && !reason) throw fieldError('reason', 'reasonRequired')
  return withTransaction(
    payload,
    async (transaction) => {
      const profile = await lockProfileById(payload, profileId, transaction)
      if (!profile.investorType) throw new AppError('DECISION_NOT_ALLOWED')
      const verification: TypeVerification = decision === 'verify' ? 'verified' : 'rejected'
      await payload.update({
        collection: 'investor-profiles',
        id: profile.id,
        data: {
          typeVerification: verification,
          typeDecidedAt: new Date().toISOString(),
          typeDecisionReason: reason || null,
        },
        depth: 0,
        overrideAccess: true,
        req: transaction.req,
      })
      const investor = await investorOfProfile(payload, profile, transaction.req)
      await recordAudit(
        payload,
        {
          action: decision === 'verify' ? 'investor-type.verified' : 'investor-type.rejected',
          investor: investor.id,
          actor: reviewer.id,
          details: {
            profile: profile.id,
            investorType: profile.investorType,
            incomeBracket: profile.incomeBracket ?? null,
            accountantConfirmation: profile.accountantConfirmation ?? false,
            reason: reason || null,
          },
        },
        { req: transaction.req },
      )
      await queueEmail(
        payload,
        {
          to: investor.email,
          template: decision === 'verify' ? 'investorTypeVerified' : 'investorTypeRejected',
          locale: investor.locale,
          values: { name: investor.name, note: reason, link: `${siteUrl()}/investor/profile` },
        },
        transaction.req,
      )
      return { typeVerification: verification }
    },
    req,
  )
}
