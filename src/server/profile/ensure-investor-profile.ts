import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { reviewOrder } from '@/domain/kyc/kyc-status'
import { investor_profiles } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare } from '@/server/db/sql-names'

/** The columns a new profile is written with, in the order of its values. */
const newProfileColumns = sql.join(
  [
    investor_profiles.investor,
    investor_profiles.kycStatus,
    investor_profiles.typeVerification,
    investor_profiles.reviewOrder,
    investor_profiles.usPerson,
    investor_profiles.duplicateIdentity,
    investor_profiles.publicOffice,
    investor_profiles.investsThroughCompany,
    investor_profiles.accountantConfirmation,
    investor_profiles.updatedAt,
    investor_profiles.createdAt,
  ].map(bare),
  sql`, `,
)

/**
 * Every investor has one profile, made on first use. One statement that does nothing when the
 * profile exists, so two first requests at once cannot make two or fail.
 */
export async function ensureInvestorProfile(payload: Payload, investorId: number): Promise<void> {
  await sqlDatabase(payload).execute(sql`
    insert into ${investor_profiles} (${newProfileColumns})
    values (${investorId}, 'not_started', 'unverified', ${reviewOrder('not_started')}, false, false, false, false,
      false, now(), now())
    on conflict (${bare(investor_profiles.investor)}) do nothing
  `)
}
