import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

type Drizzle = PostgresAdapter['drizzle']

/** What the work inside a transaction passes on: `req` to Local API calls, `db` to raw SQL. */
export type Transaction = { req: PayloadRequest; db: Drizzle }

/**
 * Whom the work is done for, from the caller's request: the account and the language the
 * collections' hooks inside then see (`req.user`, `req.locale`, the admin's `req.i18n` for the
 * language of their messages), as they would on a REST call. Without it the work runs as the
 * system, as a job does.
 */
export type OnBehalfOf = Partial<Pick<PayloadRequest, 'user' | 'locale' | 'i18n'>>

/**
 * Runs `work` in one database transaction: committed when it returns, rolled back when it throws.
 * Every Local API call inside must pass `req`, every raw statement use `db`, or it runs outside.
 */
export async function withTransaction<T>(
  payload: Payload,
  work: (transaction: Transaction) => Promise<T>,
  onBehalfOf: OnBehalfOf = {},
): Promise<T> {
  // Payload's own request, as its Local API would make it; a copy, never the caller's object.
  const req = await createLocalReq(
    {
      user: onBehalfOf.user ?? undefined,
      locale: onBehalfOf.locale ?? undefined,
      req: onBehalfOf.i18n ? { i18n: onBehalfOf.i18n } : {},
    },
    payload,
  )
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = await adapter.beginTransaction()
  if (transactionID === null) throw new Error('database transactions are disabled')
  req.transactionID = transactionID
  const db = (adapter.sessions[transactionID]?.db ?? adapter.drizzle) as Drizzle
  try {
    const result = await work({ req, db })
    await adapter.commitTransaction(transactionID)
    return result
  } catch (error) {
    await adapter.rollbackTransaction(transactionID)
    throw error
  }
}
