import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { InvestorProfile } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'

/**
 * The investor's profile, its row locked until the transaction ends: two changes to one profile
 * (a save and a submission, say) run one after the other, each seeing what the other did.
 */
export async function lockInvestorProfile(
  payload: Payload,
  investorId: number,
  { db, req }: Transaction,
): Promise<InvestorProfile> {
  await db.execute(
    sql`select id from investor_profiles where investor_id = ${investorId} for update`,
  )
  const { docs } = await payload.find({
    collection: 'investor-profiles',
    where: { investor: { equals: investorId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    req,
  })
  const profile = docs[0]
  if (!profile) throw new Error(`investor ${investorId} has no profile`)
  return profile
}
