import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, DataFromCollectionSlug, Payload } from 'payload'

import type { Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

/**
 * A record under review, its row locked until the decision's transaction ends (a second decision
 * waits, then reads the first one's outcome). Unknown records are `NOT_FOUND`. The table is the
 * collection's slug as Payload's PostgreSQL adapter names it.
 */
export async function lockRecordById<Slug extends CollectionSlug>(
  payload: Payload,
  collection: Slug,
  id: number,
  { db, req }: Transaction,
): Promise<DataFromCollectionSlug<Slug>> {
  const table = sql.identifier(collection.replaceAll('-', '_'))
  await db.execute(sql`select id from ${table} where id = ${id} for update`)
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
