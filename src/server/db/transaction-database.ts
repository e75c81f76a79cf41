import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

type Drizzle = PostgresAdapter['drizzle']

/**
 * Drizzle over the transaction `req` belongs to (a hook's raw statement must see what the
 * operation wrote, and not wait for a pool connection the operation holds), else over the pool.
 */
export async function transactionDatabase(req: Partial<PayloadRequest>): Promise<Drizzle> {
  const adapter = req.payload!.db as unknown as PostgresAdapter
  const id = await req.transactionID
  return ((id !== undefined && adapter.sessions[id]?.db) || adapter.drizzle) as Drizzle
}
