import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { liveInvestmentStatuses } from '@/domain/investments/investment-status'
import { isPreQualified } from '@/domain/investors/pre-qualification'
import type { KycStatus } from '@/domain/kyc/kyc-status'
import { investments, investor_profiles } from '@/payload-generated-schema'
import type { Investor } from '@/payload-types'
import { bare, type Fields } from '@/server/db/sql-names'
import { transactionDatabase } from '@/server/db/transaction-database'

/** What decides which projects and company updates an investor sees beyond the public ones. */
export type InvestorSight = {
  /** Sees every angel campaign (`isPreQualified`). */
  preQualified: boolean
  /** The projects they ever invested in: a holder keeps seeing a campaign they are in. */
  invested: number[]
  /** The projects they hold a live investment in (pending, paid or approved). */
  holding: number[]
}

/**
 * The investor's sight as their profile and investments stand now: one query (with `req`, inside
 * that request's transaction).
 */
export async function readInvestorSight(
  payload: Payload,
  investor: Pick<Investor, 'id' | 'accountKind'>,
  req?: Partial<PayloadRequest>,
): Promise<InvestorSight> {
  const db = await transactionDatabase({ ...req, payload })
  const live = sql.join(
    liveInvestmentStatuses.map((status) => sql`${status}`),
    sql`, `,
  )
  const result = await db.execute(sql`
    select
      (select ${investor_profiles.kycStatus} from ${investor_profiles}
        where ${investor_profiles.investor} = ${investor.id})
        as ${bare(investor_profiles.kycStatus)},
      array(select distinct ${investments.project} from ${investments}
             where ${investments.investor} = ${investor.id})
        as invested,
      array(select distinct ${investments.project} from ${investments}
             where ${investments.investor} = ${investor.id}
               and ${investments.status}::text in (${live})) as holding`)
  const row = result.rows[0] as Fields<[typeof investor_profiles.kycStatus, KycStatus | null]> & {
    invested: number[]
    holding: number[]
  }
  return {
    preQualified: isPreQualified({ accountKind: investor.accountKind, kycStatus: row.kyc_status }),
    invested: row.invested.map(Number),
    holding: row.holding.map(Number),
  }
}
