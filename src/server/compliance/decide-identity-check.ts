import type { Payload, PayloadRequest } from 'payload'

import { decisionNeedsReason, nextKycStatus, reviewOrder } from '@/domain/kyc/kyc-status'
import { identityDecisionSchema } from '@/domain/kyc/review-decision'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction, type OnBehalfOf } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'
import { fieldError, parseInput } from '@/server/errors/parse-input'
import { siteUrl } from '@/server/http/site-url'

import { lockProfileById } from './lock-profile-by-id'
import { requireReviewer } from './reviewer'
import { investorOfProfile } from './investor-of-profile'

const outcome = {
  approve: { action: 'kyc.approved', template: 'identityApproved' },
  reject: { action: 'kyc.rejected', template: 'identityRejected' },
  requestMore: { action: 'kyc.more-info-requested', template: 'identityMoreInfo' },
} as const

/**
 * Compliance decides a submitted identity check: approve, reject or ask for more (the last two
 * with the reason the investor reads). The state machine says what is allowed; the decision, its
 * audit entry and the e-mail to the investor (in the account's language) commit together.
 */
export async function decideIdentityCheck(
  payload: Payload,
  req: Pick<PayloadRequest, 'user'> & OnBehalfOf,
  profileId: number,
  input: unknown,
) {
  const reviewer = requireReviewer(req)
  const { decision, reason } = parseInput(identityDecisionSchema, input)
  if (decisionNeedsReason(decision) && !reason) throw fieldError('reason', 'reasonRequired')
  return withTransaction(
    payload,
    async (transaction) => {
      const profile = await lockProfileById(payload, profileId, transaction)
      const next = nextKycStatus(profile.kycStatus, decision)
      if (!next) throw new AppError('DECISION_NOT_ALLOWED')
      const updated = await payload.update({
        collection: 'investor-profiles',
        id: profile.id,
        data: {
          kycStatus: next,
          kycDecidedAt: new Date().toISOString(),
          kycDecidedBy: reviewer.id,
          kycDecisionReason: reason || null,
          reviewOrder: reviewOrder(next),
        },
        depth: 0,
        overrideAccess: true,
        req: transaction.req,
      })
      const investor = await investorOfProfile(payload, profile, transaction.req)
      await recordAudit(
        payload,
        {
          action: outcome[decision].action,
          investor: investor.id,
          actor: reviewer.id,
          details: {
            profile: profile.id,
            previousStatus: profile.kycStatus,
            reason: reason || null,
          },
        },
        { req: transaction.req },
      )
      await queueEmail(
        payload,
        {
          to: investor.email,
          template: outcome[decision].template,
          locale: investor.locale,
          values: { name: investor.name, note: reason, link: `${siteUrl()}/investor/profile` },
        },
        transaction.req,
      )
      return { status: updated.kycStatus }
    },
    req,
  )
}
