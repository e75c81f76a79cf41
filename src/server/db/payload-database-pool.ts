import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'

import { answer, ask } from '@/server/lifecycle/process-channel'

type Pool = PostgresAdapter['pool']

/**
 * Called when Payload starts (the config's onInit, in Next's bundle): its pool closes when the
 * HTTP server asks, once requests and jobs are done (`closePayloadDatabasePools`). Each Payload
 * answers for its own pool, once.
 */
export function closePoolWhenAsked(payload: Payload): void {
  const pool = (payload.db as unknown as PostgresAdapter).pool
  const stopAnswering = answer('close-database-pool', () => {
    stopAnswering()
    return closePool(pool)
  })
}

/**
 * Closes the pool of every Payload started in this process (none: resolves at once) and resolves
 * with how many. Called by the HTTP server at the end of a graceful shutdown.
 */
export async function closePayloadDatabasePools(): Promise<number> {
  return (await ask('close-database-pool')).length
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
 * Ends the pool. `payload.db.destroy()` would leave it open, and `pool.end()` alone waits for
 * every checked-out client, while Payload's adapter keeps one checked out for good (it listens
 * there for a reset connection, to reconnect): those are given back, and so closed.
 */
async function closePool(pool: Pool): Promise<void> {
  if (pool.ended || pool.ending) return
  const ended = pool.end()
  for (const client of checkedOutClients(pool)) client.release()
  await ended
}
