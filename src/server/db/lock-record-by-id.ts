import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

import { company_inquiries, investor_profiles } from '@/payload-generated-schema'
import type { Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

/** The collections whose records are locked this way, each with its table. */
const lockableTables = {
  'company-inquiries': company_inquiries,
  'investor-profiles': investor_profiles,
} satisfies Partial<Record<CollectionSlug, unknown>>

/**
 * A record under review, its row locked until the decision's transaction ends (a second decision
 * waits, then reads the first one's outcome). Unknown records are `NOT_FOUND`.
 */
export async function lockRecordById<Slug extends keyof typeof lockableTables>(
  payload: Payload,
  collection: Slug,
  id: number,
  { db, req }: Transaction,
): Promise<DataFromCollectionSlug<Slug>> {
  const table = lockableTables[collection]
  await db.execute(sql`select ${table.id} from ${table} where ${table.id} = ${id} for update`)
  const record = await payload.findByID({
    collection,
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  if (!record) throw new AppError('NOT_FOUND')
  return record as DataFromCollectionSlug<Slug>
}
