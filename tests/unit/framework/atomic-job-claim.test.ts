import { postgresAdapter, type PostgresAdapter } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { isClaim, withAtomicJobClaim } from '@/framework/atomic-job-claim'

import { expectCheckedVersions } from './checked-against'
import { payloadInternal, recordingPayload } from './payload-internals'

type RunJobs = (args: {
  req: unknown
  overrideAccess: boolean
  queue?: string
  limit?: number
  id?: number
}) => Promise<unknown>

const runJobs = async () =>
  (await payloadInternal<{ runJobs: RunJobs }>('queues/operations/runJobs/index.js')).runJobs

/**
 * src/framework/atomic-job-claim.ts wraps the Postgres adapter's `updateJobs` and takes over the
 * calls that are Payload's claim. It relies on how Payload's job runner claims.
 */
describe('guard: the atomic job claim (src/framework/atomic-job-claim.ts)', () => {
  it('runs on the Payload versions it was checked against', () => {
    expectCheckedVersions('atomic-job-claim.ts')
  })

  it('recognises the claim Payload’s runner makes for a queue, through the adapter', async () => {
    const { req, adapterUpdates } = recordingPayload()
    await (
      await runJobs()
    )({ req, overrideAccess: true, queue: 'default', limit: 50 })
    expect(adapterUpdates).toHaveLength(1)
    const [claim] = adapterUpdates
    expect(isClaim(claim!)).toBe(true)
    expect(claim).toMatchObject({
      limit: 50,
      returning: true,
      req: { transactionID: 'transaction' },
    })
    // The conditions the claim's UPDATE re-checks under the row lock (processing, completed_at,
    // has_error, wait_until): Payload's own reading of "due".
    const due = claim!.where!.and
    expect(due).toContainEqual({ completedAt: { exists: false } })
    expect(due).toContainEqual({ hasError: { not_equals: true } })
    expect(due).toContainEqual({ processing: { equals: false } })
    expect(due).toContainEqual({
      or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than: expect.any(String) } }],
    })
    expect(due).toContainEqual({ queue: { equals: 'default' } })
  })

  it('recognises the claim Payload’s runner makes for one job by id', async () => {
    const { req, adapterUpdates } = recordingPayload()
    await (
      await runJobs()
    )({ req, overrideAccess: true, id: 7 })
    expect(adapterUpdates).toHaveLength(1)
    expect(adapterUpdates[0]).toMatchObject({ id: 7, returning: true })
    expect(isClaim(adapterUpdates[0]!)).toBe(true)
  })

  it('is bypassed with runHooks, as payload.config.ts’s jobs settings must keep in mind', async () => {
    const { req, adapterUpdates, localUpdates } = recordingPayload({ depth: 0, runHooks: true })
    await (
      await runJobs()
    )({ req, overrideAccess: true, queue: 'default', limit: 50 })
    expect(adapterUpdates).toEqual([])
    expect(localUpdates).toHaveLength(1)
  })

  it('wraps a Postgres adapter that still has what the claim uses', () => {
    const adapterObj = () =>
      postgresAdapter({ pool: { connectionString: 'postgres://guard@127.0.0.1:1/none' } })
    const payload = {
      config: { collections: [], globals: [], localization: false },
      logger: console,
    }
    const plain = adapterObj().init({ payload } as never) as PostgresAdapter
    const adapter = withAtomicJobClaim(adapterObj()).init({ payload } as never) as PostgresAdapter
    expect(typeof plain.updateJobs).toBe('function')
    expect(adapter.updateJobs).not.toBe(plain.updateJobs)
    expect(typeof adapter.find).toBe('function')
    expect(adapter.sessions).toEqual({})
    expect('drizzle' in adapter).toBe(true)
    expect(adapter.payload).toBe(payload)
  })
})
