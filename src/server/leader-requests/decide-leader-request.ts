import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { leaderDecisionSchema } from '@/domain/leader-requests/leader-request-schema'
import { relationId } from '@/domain/relation-id'
import { leader_requests } from '@/payload-generated-schema'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction } from '@/server/db/with-transaction'
import { queueEmail } from '@/server/email/queue-email'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { ensureInvestorProfile } from '@/server/profile/ensure-investor-profile'
import { lockInvestorProfile } from '@/server/profile/lock-investor-profile'

export type LeaderDecisionOutcome = {
  id: number
  status: 'approved' | 'rejected'
  decidedAt: string
}

/**
 * Compliance answers a leader request (POST /api/staff/leader-requests/{id}/decision), in one
 * transaction: the request's status, answer and decider; on approval the investor's profile
 * becomes a verified leading investor (the previous declared type is kept in the audit entry); an
 * audit entry; and the investor's e-mail, in their account's language, queued to go after commit.
 * A request already answered is not answered again (409). Role checks are the route's.
 */
export async function decideLeaderRequest(
  payload: Payload,
  { requestId, staffId, input }: { requestId: number; staffId: number; input: unknown },
): Promise<LeaderDecisionOutcome> {
  const { decision, answer } = parseInput(leaderDecisionSchema, input)
  const found = await payload.findByID({
    collection: 'leader-requests',
    id: requestId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  const investorId = relationId(found?.investor)
  if (!found || investorId === null) throw new AppError('NOT_FOUND')
  await ensureInvestorProfile(payload, investorId)

  return withTransaction(payload, async (transaction) => {
    const { db, req } = transaction
    // The order add-leader-request takes them in: the profile, then the request.
    const profile = await lockInvestorProfile(payload, investorId, transaction)
    await db.execute(
      sql`select ${leader_requests.id} from ${leader_requests}
           where ${leader_requests.id} = ${requestId} for update`,
    )
    const request = await payload.findByID({
      collection: 'leader-requests',
      id: requestId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (request.status !== 'open') throw new AppError('LEADER_REQUEST_DECIDED')

    const decidedAt = new Date().toISOString()
    const status = decision === 'approve' ? 'approved' : 'rejected'
    await payload.update({
      collection: 'leader-requests',
      id: requestId,
      data: { status, answer: answer || null, decidedAt, decidedBy: staffId },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (status === 'approved')
      await payload.update({
        collection: 'investor-profiles',
        id: profile.id,
        data: {
          investorType: 'leading',
          typeVerification: 'verified',
          typeDecidedAt: decidedAt,
          typeDecisionReason: answer || null,
        },
        depth: 0,
        overrideAccess: true,
        req,
      })
    await recordAudit(
      payload,
      status === 'approved'
        ? {
            action: 'leader-request.approved',
            investor: investorId,
            actor: staffId,
            details: {
              request: requestId,
              investorType: { from: profile.investorType ?? null, to: 'leading' },
              typeVerification: { from: profile.typeVerification, to: 'verified' },
            },
          }
        : {
            action: 'leader-request.rejected',
            investor: investorId,
            actor: staffId,
            details: { request: requestId },
          },
      { req },
    )
    const investor = await payload.findByID({
      collection: 'investors',
      id: investorId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    await queueEmail(
      payload,
      {
        to: investor.email,
        template: status === 'approved' ? 'leaderRequestApproved' : 'leaderRequestRejected',
        locale: investor.locale,
        values: { name: investor.name, ...(answer ? { note: answer } : {}) },
      },
      req,
    )
    return { id: requestId, status, decidedAt }
  })
}
