/**
 * Framework patch (src/framework/README.md): replaces the claim of Payload's job runner. `runJobs`
 * claims through the adapter's `updateJobs` with `{ processing: true }`, and @payloadcms/drizzle's
 * `updateJobs` reads the jobs, then updates them one by one; this makes it one conditional UPDATE.
 * Why: two runners reading at once both claimed, and ran, the same jobs (below).
 * Relies on: `runJobs` claiming with `data` `{ processing: true }` (and `updatedAt`) through the
 * adapter, at `jobs.depth` 0 without `runHooks`, and the `payload_jobs` columns it re-checks.
 * Checked against: payload 3.90.2, @payloadcms/db-postgres 3.90.2
 * (src/framework/checked-versions.ts).
 * Waits for: payloadcms/payload#17441 (merged, a breaking change for Payload 4, whose `jobs-v4`
 * migration is #17459): Payload's own claim becomes one conditional UPDATE; drop this file then.
 * Guarded by: tests/unit/framework/atomic-job-claim.test.ts,
 * tests/int/framework/payload-job-claim.test.ts (and tests/int/job-claim.test.ts).
 */

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj, UpdateJobsArgs, Where } from 'payload'

import { leaseEndFromNow, releaseExpiredJobLeases } from './job-lease'

/**
 * Payload's job runner claims due jobs by reading them, then setting `processing` on each by id
 * (drizzle's updateJobs): two runners reading at once both claim, and run, the same jobs (one
 * then fails updating a job the other has completed and deleted). With every instance running
 * the scheduler, the claim must be one conditional statement: of the jobs read, a runner takes
 * only those still unclaimed and due, and skips rows another runner is claiming right now.
 *
 * Wraps the adapter's updateJobs, which runJobs calls with `{ processing: true }` to claim (our
 * jobs config keeps depth 0 and no runHooks, so the claim goes through the adapter). Each claim
 * first releases the jobs whose lease ran out, then gives the jobs it takes a lease (job-lease.ts).
 */
export function withAtomicJobClaim(
  adapterObj: DatabaseAdapterObj<PostgresAdapter>,
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const updateJobs = adapter.updateJobs.bind(adapter)
      adapter.updateJobs = (jobsArgs) =>
        isClaim(jobsArgs) ? claimJobs(adapter, updateJobs, jobsArgs) : updateJobs(jobsArgs)
      return adapter
    },
  }
}

/** runJobs' claim: `processing: true` and nothing else (updatedAt is added on every update). */
export function isClaim({ data }: Pick<UpdateJobsArgs, 'data'>): boolean {
  const fields = Object.keys(data).filter((field) => field !== 'updatedAt')
  return fields.length === 1 && data.processing === true
}

async function claimJobs(
  adapter: PostgresAdapter,
  updateJobs: PostgresAdapter['updateJobs'],
  args: UpdateJobsArgs,
) {
  const transactionID = await args.req?.transactionID
  const db = (transactionID !== undefined && adapter.sessions[transactionID]?.db) || adapter.drizzle
  // A job left claimed by a process that stopped (its lease ran out) is claimable again now.
  const released = await releaseExpiredJobLeases(db)
  if (released.length)
    adapter.payload.logger.warn({
      msg: `jobs released, their lease ran out: ${released.join(', ')}`,
    })

  const candidates =
    args.id !== undefined
      ? [args.id]
      : (
          await adapter.find({
            collection: 'payload-jobs',
            where: args.where,
            limit: args.limit ?? 0,
            sort: args.sort,
            pagination: false,
            req: args.req,
          })
        ).docs.map((doc) => doc.id as number | string)
  if (!candidates.length) return []

  // Due by this process's clock, as runJobs judged them (not the database's).
  const now = new Date().toISOString()
  // Payload's job ids are serial integers: one array parameter, '{1,2,3}'.
  const ids = `{${candidates.map((id) => Number.parseInt(String(id), 10)).join(',')}}`
  // A job asked for by id (runByID) is run whatever its wait or last error, as Payload does;
  // only never twice at once.
  const due =
    args.id !== undefined
      ? sql`true`
      : sql`has_error is not true and (wait_until is null or wait_until < ${now}::timestamptz)`
  // Re-checked under the row lock: another runner may have claimed, run or retried a job since
  // it was read. A row another runner is locking is skipped, not waited for.
  const claimed = await db.execute<{ id: number }>(sql`
    update payload_jobs set processing = true, processing_until = ${leaseEndFromNow()}, updated_at = now()
    where id in (
      select id from payload_jobs
      where id = any(${ids}::integer[]) and processing = false and completed_at is null and ${due}
      order by id
      for update skip locked
    )
    returning id`)
  if (!claimed.rows.length) return []

  // Payload's own update of the claimed rows, for the documents in the shape runJobs expects.
  const where: Where = { id: { in: claimed.rows.map((row) => row.id) } }
  return updateJobs({
    data: args.data,
    req: args.req,
    returning: args.returning,
    sort: args.sort,
    where,
  })
}
