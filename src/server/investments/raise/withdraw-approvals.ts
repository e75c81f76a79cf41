import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments, projects } from '@/payload-generated-schema'

import { eachLockedInvestment } from './each-locked-investment'
import { inRound, type RaiseRound } from './raise-round'
import { recordInvestmentChange } from './record-investment-change'

/**
 * A raise that failed after it had succeeded (staff halted it before the securities were issued,
 * or the money received fell short of its minimum) leaves its approved investments not in force:
 * each goes back to `active` (paid, awaiting the raise's result), audited, so the failure flow
 * (`endFailedRaises`, which settles pending and active pledges) owes its money back and tells the
 * investor. Each under its own row lock, once.
 */
export function withdrawApprovals(payload: Payload, round: RaiseRound): Promise<number[]> {
  return eachLockedInvestment(
    payload,
    sql`${investments.status} = 'approved' and ${projects.status} = 'unsuccess_finished'
      ${inRound(round, projects.id)}`,
    async (transaction, investment) => {
      await recordInvestmentChange(payload, transaction, investment.id, {
        data: { status: 'active' },
        audit: {
          action: 'investment.changed',
          details: { from: 'approved', to: 'active', reason: 'raiseFailed' },
        },
      })
    },
  )
}
