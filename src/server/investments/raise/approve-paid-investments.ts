import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investments, projects } from '@/payload-generated-schema'

import { eachLockedInvestment } from './each-locked-investment'
import { inRound, type RaiseRound } from './raise-round'
import { recordInvestmentChange } from './record-investment-change'

/**
 * Once a raise succeeded, its paid investments are in force (`active → approved`), each audited
 * and its investor told. One paid later is approved as it is paid (applyChargeOutcome,
 * recordTransferReceived).
 */
export function approvePaidInvestments(payload: Payload, round: RaiseRound): Promise<number[]> {
  return eachLockedInvestment(
    payload,
    sql`${investments.status} = 'active' and ${projects.status} in ('success_finished', 'running')
      ${inRound(round, projects.id)}`,
    async (transaction, investment) => {
      await recordInvestmentChange(payload, transaction, investment.id, {
        data: { status: 'approved' },
        audit: { action: 'investment.approved', details: {} },
        tell: [{ template: 'raiseSucceeded' }],
      })
    },
  )
}
