import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'
import { expect, it } from 'vitest'

import { closePayloadDatabasePool } from '@/server/db/payload-database-pool'

import { testPayload } from '../support/payload'

it('closes the pool of the Payload started last, though Payload keeps a client checked out', async () => {
  const { config } = await testPayload()
  // An instance of its own, so that the rest of the run keeps its pool.
  const payload = await getPayload({ config, key: 'closed-on-shutdown' })
  const pool = (payload.db as unknown as PostgresAdapter).pool
  await payload.find({ collection: 'categories', limit: 1 })
  expect(pool.totalCount).toBeGreaterThan(pool.idleCount) // the client Payload holds for good

  const started = Date.now()
  await closePayloadDatabasePool()
  expect(Date.now() - started).toBeLessThan(2000)
  expect(pool.ended).toBe(true)
  expect(pool.totalCount).toBe(0)
  await closePayloadDatabasePool() // nothing left to close: returns at once
})
