import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

type Pool = PostgresAdapter['pool']

/**
 * Payload's pool, remembered when Payload starts (the config's onInit) so that the HTTP server
 * can close it on shutdown. On globalThis: Next's bundles and the server's own modules are
 * separate copies of this module in one process.
 */
const key = Symbol.for('crowdfunding.payload-database-pool')
type Registry = { [key]?: Pool }

export function rememberPayloadDatabasePool(payload: Payload): void {
  ;(globalThis as Registry)[key] = (payload.db as unknown as PostgresAdapter).pool
}

/**
 * The clients checked out of the pool. pg-pool keeps them in private fields: read defensively,
 * an upgrade that renames them leaves the list empty (and shutdown to its timeout).
 */
function checkedOutClients(pool: Pool): PoolClient[] {
  const internals = pool as unknown as {
    _clients?: PoolClient[]
    _idle?: Array<{ client: PoolClient }>
  }
  const idle = new Set((internals._idle ?? []).map((item) => item.client))
  return (internals._clients ?? []).filter((client) => !idle.has(client))
}

/**
 * Ends the pool; a no-op when Payload never started in this process. Called once requests and
 * jobs are done. `payload.db.destroy()` would leave the pool open, and `pool.end()` alone waits
 * for every checked-out client, while Payload's adapter keeps one checked out for good (it
 * listens there for a reset connection, to reconnect): those are given back, and so closed.
 */
export async function closePayloadDatabasePool(): Promise<void> {
  const registry = globalThis as Registry
  const pool = registry[key]
  delete registry[key]
  if (!pool || pool.ended || pool.ending) return
  const ended = pool.end()
  for (const client of checkedOutClients(pool)) client.release()
  await ended
}
