import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

type Drizzle = PostgresAdapter['drizzle']

/** What the work inside a transaction passes on: `req` to Local API calls, `db` to raw SQL. */
export type Transaction = { req: Partial<PayloadRequest>; db: Drizzle }

/**
 * Runs `work` in one database transaction: committed when it returns, rolled back when it throws.
 * Every Local API call inside must pass `req`, every raw statement use `db`, or it runs outside.
 */
export async function withTransaction<T>(
  payload: Payload,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = await adapter.beginTransaction()
  if (transactionID === null) throw new Error('database transactions are disabled')
  const db = (adapter.sessions[transactionID]?.db ?? adapter.drizzle) as Drizzle
  try {
    const result = await work({ req: { transactionID, payload }, db })
    await adapter.commitTransaction(transactionID)
    return result
  } catch (error) {
    await adapter.rollbackTransaction(transactionID)
    throw error
  }
}
