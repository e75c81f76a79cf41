import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { reviewOrder } from '@/domain/kyc/kyc-status'
import { sqlDatabase } from '@/server/db/sql-database'

/**
 * Every investor has one profile, made on first use. One statement that does nothing when the
 * profile exists, so two first requests at once cannot make two or fail.
 */
export async function ensureInvestorProfile(payload: Payload, investorId: number): Promise<void> {
  await sqlDatabase(payload).execute(sql`
    insert into investor_profiles (investor_id, kyc_status, type_verification, review_order,
      us_person, duplicate_identity, public_office, invests_through_company,
      accountant_confirmation, updated_at, created_at)
    values (${investorId}, 'not_started', 'unverified', ${reviewOrder('not_started')}, false, false, false, false,
      false, now(), now())
    on conflict (investor_id) do nothing
  `)
}
