import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments, projects } from '@/payload-generated-schema'

import { eachLockedInvestment } from './each-locked-investment'
import { endPledge, pledgeAmountOf } from './end-pledge'
import { inRound, type RaiseRound } from './raise-round'

/**
 * A card pledge still declined, or still waiting for the investor to confirm it, when its retry
 * window (*Payment settings*) ends fails: out of the raise, and the investor told.
 */
export function failUnpaidCharges(payload: Payload, round: RaiseRound): Promise<number[]> {
  const { now } = round
  const at = now.toISOString()
  return eachLockedInvestment(
    payload,
    sql`${investments.method} = 'card' and ${investments.status} = 'pending'
      and ${investments.paymentState} in ('charge_declined', 'action_required')
      and ${investments.charge_retryUntil} <= ${at}::timestamptz ${inRound(round, projects.id)}`,
    async (transaction, investment) => {
      await endPledge(payload, transaction, investment, {
        status: 'failed',
        audit: {
          action: 'investment.failed',
          details: {
            ...pledgeAmountOf(investment),
            declineCode: investment.charge?.declineCode ?? null,
          },
        },
        template: 'pledgeFailed',
        now,
      })
    },
  )
}
