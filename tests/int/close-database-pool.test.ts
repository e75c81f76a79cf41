import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'
import { expect, it, vi } from 'vitest'

import { closePayloadDatabasePools } from '@/server/db/payload-database-pool'

import { testPayload } from '../support/payload'

const poolOf = (payload: { db: unknown }) => (payload.db as PostgresAdapter).pool

it("closes every Payload's pool once, though Payload keeps a client checked out", async () => {
  const { config } = await testPayload()
  const first = await getPayload({ config, key: 'closed-on-shutdown-1' })
  // The second from another copy of the config and its modules, as Next's bundle is to the server.
  vi.resetModules()
  const { default: otherConfig } = await import('@payload-config')
  expect(otherConfig).not.toBe(config)
  const second = await getPayload({ config: otherConfig, key: 'closed-on-shutdown-2' })
  const pools = [poolOf(first), poolOf(second)]
  expect(pools[0]).not.toBe(pools[1])
  await first.find({ collection: 'categories', limit: 1 })
  await second.find({ collection: 'categories', limit: 1 })
  for (const pool of pools) expect(pool.totalCount).toBeGreaterThan(pool.idleCount) // held for good

  const started = Date.now()
  // This file's own Payload (testPayload) has a pool too: three in all.
  expect(await closePayloadDatabasePools()).toBe(3)
  expect(Date.now() - started).toBeLessThan(2000)
  for (const pool of pools) {
    expect(pool.ended).toBe(true)
    expect(pool.totalCount).toBe(0)
  }
  expect(await closePayloadDatabasePools()).toBe(0) // each answered once: nothing left to close
})
