import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { investor_profiles } from '@/payload-generated-schema'
import { bare, type Fields } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import { ensureInvestorProfile } from '@/server/profile/ensure-investor-profile'

import type { CardGateway } from './card-gateway'

type ProfileRow = Fields<
  [typeof investor_profiles.id, number] | [typeof investor_profiles.cardCustomerId, string | null]
>

/**
 * The investor's customer at the card provider, made on first use and kept on the profile. The
 * profile's row is locked while the customer is made, so two card pages started at once make one
 * customer (the second call waits, then finds the first one's id). The idempotency key names this
 * investor's account (id and creation time), so a retry after a lost answer or a failed commit gets
 * the same customer back from the provider instead of a second one.
 *
 * Only the column is written (raw SQL): a Local API update rewrites the profile's relationship rows,
 * which lock other profiles (see lockInvestorProfile), and nothing else of the profile changes.
 */
export async function ensureCardCustomer(
  payload: Payload,
  gateway: CardGateway,
  investorId: number,
): Promise<string> {
  await ensureInvestorProfile(payload, investorId)
  return withTransaction(payload, async ({ db, req }) => {
    const { rows } = await db.execute<ProfileRow>(
      sql`select ${investor_profiles.id}, ${investor_profiles.cardCustomerId} from ${investor_profiles}
           where ${investor_profiles.investor} = ${investorId} for update`,
    )
    const profile = rows[0]
    if (!profile) throw new Error(`investor ${investorId} has no profile`)
    if (profile.card_customer_id) return profile.card_customer_id
    const investor = await payload.findByID({
      collection: 'investors',
      id: investorId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const customerId = await gateway.createCustomer(
      { investorId, email: investor.email, name: investor.name },
      `investor-${investorId}-${Date.parse(investor.createdAt)}-customer`,
    )
    await db.execute(
      sql`update ${investor_profiles}
             set ${bare(investor_profiles.cardCustomerId)} = ${customerId},
                 ${bare(investor_profiles.updatedAt)} = now()
           where ${investor_profiles.id} = ${profile.id}`,
    )
    return customerId
  })
}
