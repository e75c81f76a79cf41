import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { driftResolutionSchema } from '@/domain/investments/raise/ledger-drift'
import { ledger_drifts } from '@/payload-generated-schema'
import type { LedgerDrift, User } from '@/payload-types'
import type { Fields } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'

import { resolveDrift } from './ledger-drifts'

/**
 * A staff member closes a drift by hand with a note (a card drift explained at the provider, a
 * pledge refunded meanwhile): audited with the note and the member. A drift that still holds is
 * found again by the next round, as a new record.
 */
export async function resolveLedgerDrift(
  payload: Payload,
  options: { driftId: number; staff: Pick<User, 'id'>; input: unknown; now?: Date },
): Promise<LedgerDrift> {
  const { note } = parseInput(driftResolutionSchema, options.input)
  const now = options.now ?? new Date()
  return withTransaction(payload, async (transaction) => {
    const locked = await transaction.db.execute(
      sql`select ${ledger_drifts.resolvedAt} from ${ledger_drifts}
           where ${ledger_drifts.id} = ${options.driftId} for update`,
    )
    const row = locked.rows[0] as
      Fields<[typeof ledger_drifts.resolvedAt, string | null]> | undefined
    if (!row) throw new AppError('NOT_FOUND')
    if (row.resolved_at !== null) throw new AppError('DRIFT_ALREADY_RESOLVED')
    const drift = await payload.findByID({
      collection: 'ledger-drifts',
      id: options.driftId,
      depth: 0,
      overrideAccess: true,
      req: transaction.req,
    })
    await resolveDrift(payload, transaction, drift, {
      now,
      staffId: options.staff.id,
      note,
      audit: true,
    })
    return payload.findByID({
      collection: 'ledger-drifts',
      id: options.driftId,
      depth: 0,
      overrideAccess: true,
      req: transaction.req,
    })
  })
}
