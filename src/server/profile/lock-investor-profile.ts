import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investor_profiles } from '@/payload-generated-schema'
import type { InvestorProfile } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'

/**
 * The investor's profile, its row locked until the transaction ends: two changes to one profile
 * (a save and a submission, say) run one after the other, each seeing what the other did.
 *
 * Changes to different profiles take turns too (an advisory lock, before the row's). Profiles that
 * share an ID or passport number name each other (`duplicates`), and Payload rewrites a profile's
 * relationship rows on every update, which locks the rows they point to; the duplicate check
 * updates the other profiles as well. Two such changes at once, each holding its own row, waited
 * for each other's: a deadlock. Profile changes are short and rare; taking turns costs nothing
 * noticeable.
 */
export async function lockInvestorProfile(
  payload: Payload,
  investorId: number,
  { db, req }: Transaction,
): Promise<InvestorProfile> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('investor-profiles:changes'))`)
  await db.execute(
    sql`select ${investor_profiles.id} from ${investor_profiles}
         where ${investor_profiles.investor} = ${investorId} for update`,
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
