import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Payload's pool, remembered when Payload starts (the config's onInit) so that the HTTP server
 * can close it on shutdown. On globalThis: Next's bundles and the server's own modules are
 * separate copies of this module in one process.
 */
const key = Symbol.for('crowdfunding.payload-database-pool')
type Registry = { [key]?: PostgresAdapter['pool'] }

export function rememberPayloadDatabasePool(payload: Payload): void {
  ;(globalThis as Registry)[key] = (payload.db as unknown as PostgresAdapter).pool
}

/**
 * Ends the pool once its clients are back (pg waits for those in use). No-op when Payload never
 * started in this process. `payload.db.destroy()` would not do it: it keeps the pool open.
 */
export async function closePayloadDatabasePool(): Promise<void> {
  const registry = globalThis as Registry
  const pool = registry[key]
  delete registry[key]
  if (pool && !pool.ended) await pool.end()
}
