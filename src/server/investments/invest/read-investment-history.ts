import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { PastInvestment } from '@/domain/investments/allowance'
import { windowStart } from '@/domain/investments/allowance'
import { liveInvestmentStatuses } from '@/domain/investments/investment-status'
import { investments } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import type { Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'

type Row = Fields<
  | [typeof investments.id | typeof investments.project, number]
  | [typeof investments.amountIls, string]
  | [typeof investments.createdAt, Date | string]
>

/**
 * The investor's live investments the caps count: those of the last 12 months, and every one in
 * `projectId` (the per-offer cap). Inside an investment's transaction, after the investor's row is
 * locked, this is exact: no other investment of theirs can be written meanwhile. Plain SQL: it
 * runs in every investment, and Payload's query building cost more than the query.
 */
export async function readInvestmentHistory(
  payload: Payload,
  investorId: number,
  projectId: number | null,
  now: Date,
  transaction?: Transaction,
): Promise<PastInvestment[]> {
  const since = windowStart(now, 12).toISOString()
  const statuses = sql.join(
    liveInvestmentStatuses.map((status) => sql`${status}`),
    sql`, `,
  )
  const inProject = projectId === null ? sql`false` : sql`${investments.project} = ${projectId}`
  const result = await (transaction?.db ?? sqlDatabase(payload)).execute(sql`
    select ${investments.id}, ${investments.project}, ${investments.amountIls},
           ${investments.createdAt}
      from ${investments}
     where ${investments.investor} = ${investorId}
       and ${investments.status} in (${statuses})
       and (${investments.createdAt} > ${since} or ${inProject})`)
  return (result.rows as Row[]).map((row) => ({
    id: Number(row.id),
    projectId: Number(row.project_id),
    amountIlsMinor: Number(row.amount_ils),
    createdAt: new Date(row.created_at),
  }))
}
