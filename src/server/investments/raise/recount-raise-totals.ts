import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { raise_totals } from '@/payload-generated-schema'
import type { User } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { bare } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

import { findOpenDrift, resolveDrift } from './ledger-drifts'
import { lockTotalsWithLiveSum } from './read-live-totals'

export type Recounted = {
  projectId: number
  before: { raisedMinor: number; investorCount: number }
  after: { raisedMinor: number; investorCount: number }
  resolvedDrift: number | null
}

/**
 * An administrator sets a raise's totals from its live pledges (the cure for a drift the
 * consistency check found: until then every change of the raise's pledges is refused). Under the
 * totals row's lock, so no pledge changes meanwhile; audited with the figures before and after and
 * the staff member; the raise's open totals drift is resolved by it. Live pledges above the
 * maximum cannot be written (the row's CHECK): refused, for staff to end pledges first.
 */
export async function recountRaiseTotals(
  payload: Payload,
  options: { projectId: number; staff: Pick<User, 'id'>; now?: Date },
): Promise<Recounted> {
  const now = options.now ?? new Date()
  return withTransaction(payload, async (transaction) => {
    const totals = await lockTotalsWithLiveSum(transaction, options.projectId)
    if (!totals) throw new AppError('NOT_FOUND')
    if (totals.live.raisedMinor > totals.maximumMinor) throw new AppError('RECOUNT_OVER_MAXIMUM')
    await transaction.db.execute(sql`
      update ${raise_totals}
         set ${bare(raise_totals.raised)} = ${totals.live.raisedMinor},
             ${bare(raise_totals.investorCount)} = ${totals.live.investorCount},
             ${bare(raise_totals.updatedAt)} = now()
       where ${raise_totals.project} = ${options.projectId}`)
    const open = await findOpenDrift(payload, transaction, {
      kind: 'raise-totals',
      projectId: options.projectId,
    })
    if (open)
      await resolveDrift(payload, transaction, open, {
        now,
        staffId: options.staff.id,
        note: 'Totals recounted from the live pledges.',
        audit: false,
      })
    await recordAudit(
      payload,
      {
        action: 'raise.totals-recounted',
        project: options.projectId,
        actor: options.staff.id,
        details: { before: totals.recorded, after: totals.live, resolvedDrift: open?.id ?? null },
      },
      { req: transaction.req },
    )
    return {
      projectId: options.projectId,
      before: totals.recorded,
      after: totals.live,
      resolvedDrift: open?.id ?? null,
    }
  })
}
