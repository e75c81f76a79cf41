import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { InvestorProfile } from '@/payload-types'
import type { Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

/** A profile under review, its row locked until the decision's transaction ends. */
export async function lockProfileById(
  payload: Payload,
  profileId: number,
  { db, req }: Transaction,
): Promise<InvestorProfile> {
  await db.execute(sql`select id from investor_profiles where id = ${profileId} for update`)
  const profile = await payload.findByID({
    collection: 'investor-profiles',
    id: profileId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  if (!profile) throw new AppError('NOT_FOUND')
  return profile
}
