import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** Drizzle over Payload's own pool, for the few statements that must be one atomic SQL query. */
export function sqlDatabase(payload: Payload) {
  return (payload.db as unknown as PostgresAdapter).drizzle
}
