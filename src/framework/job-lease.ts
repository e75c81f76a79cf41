/**
 * Framework patch (src/framework/README.md): adds the lease Payload's jobs lack: a
 * `processingUntil` field on Payload's jobs collection (through `jobsCollectionOverrides`), a
 * heartbeat around every task's handler, and the release of run-out leases before each claim
 * (atomic-job-claim.ts).
 * Why: a job left `processing` by a killed process stayed so for ever (below).
 * Relies on: Payload never releasing a `processing` job itself, and its scheduler counting such a
 * job as active.
 * Checked against: payload 3.90.2, @payloadcms/db-postgres 3.90.2
 * (src/framework/checked-versions.ts).
 * Waits for: payloadcms/payload#17220 (merged, a breaking change for Payload 4): Payload's own
 * `processingUntil` lease and heartbeat, in place of `processing`. Drop this file then, and
 * reconcile our column of the same name (migration 20261127_114801_job_lease).
 * Guarded by: tests/unit/framework/job-lease.test.ts (and tests/int/job-lease.test.ts).
 */

import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionConfig, TaskConfig, TaskHandler, TaskType } from 'payload'

/**
 * A claimed job holds a lease (`processing_until`): the claim sets it, the process running the
 * job extends it every third of its length (the heartbeat), and a job still `processing` after
 * its lease ran out is released (`processing = false`, so it runs again) by the next claim, that
 * is on each runner tick and at each instance's start. Without it, a process killed mid-run left
 * its job `processing` for ever: Payload's scheduler counts such a job as active and queues no
 * new one, and its runner never claims it again.
 *
 * With the defaults (45 s lease, 15 s heartbeat, a tick a minute) a crashed run resumes within
 * lease + tick interval, at most 105 s. Times are the database's clock, shared by all instances.
 */
const defaultLeaseSeconds = 45

/** The lease's length, JOB_LEASE_SECONDS (45 by default), read on each use. */
export function jobLeaseSeconds(): number {
  const seconds = Number(process.env.JOB_LEASE_SECONDS ?? defaultLeaseSeconds)
  return seconds > 0 ? seconds : defaultLeaseSeconds
}

/** SQL for the end of a lease taken or renewed now. */
export const leaseEndFromNow = () => sql`now() + make_interval(secs => ${jobLeaseSeconds()})`

type Db = PostgresAdapter['drizzle']

/**
 * Releases every claimed job whose lease has run out (a claim without one, from before leases,
 * counts as run out). A row another runner is claiming right now is skipped, not waited for.
 */
export async function releaseExpiredJobLeases(db: Db): Promise<number[]> {
  const released = await db.execute<{ id: number }>(sql`
    update payload_jobs set processing = false, processing_until = null, updated_at = now()
    where id in (
      select id from payload_jobs
      where processing = true and (processing_until is null or processing_until < now())
      for update skip locked
    )
    returning id`)
  return released.rows.map((row) => row.id)
}

/** Extends the lease of a job this process is running; false once the job is no longer claimed. */
async function extendJobLease(db: Db, jobId: number | string): Promise<boolean> {
  const extended = await db.execute(sql`
    update payload_jobs set processing_until = ${leaseEndFromNow()}
    where id = ${Number(jobId)} and processing = true
    returning id`)
  return extended.rows.length > 0
}

/**
 * Runs the task's handler with a heartbeat that keeps the job's lease while it runs, so that a
 * long run is never taken for a crashed one. The heartbeat stops with the handler (or with the
 * process: then the lease runs out and the job is released).
 */
export function withJobLease<Slug extends TaskType>(task: TaskConfig<Slug>): TaskConfig<Slug> {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  const leased: TaskHandler<Slug> = async (args) => {
    const adapter = args.req.payload.db as unknown as PostgresAdapter
    let beating = true
    const beat = async () => {
      try {
        beating = await extendJobLease(adapter.drizzle, args.job.id)
      } catch (error) {
        // One missed beat is not fatal: the lease lasts three beats.
        args.req.payload.logger.warn({ err: error, msg: `job ${args.job.id}: lease not extended` })
      }
      if (!beating) clearInterval(timer)
    }
    const timer = setInterval(() => void beat(), (jobLeaseSeconds() * 1000) / 3)
    timer.unref()
    try {
      return await handler(args)
    } finally {
      clearInterval(timer)
    }
  }
  return { ...task, handler: leased }
}

/** The jobs collection with its lease column (`processing_until`), shown read-only. */
export function withJobLeaseField(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    fields: [
      ...collection.fields,
      {
        name: 'processingUntil',
        type: 'date',
        admin: {
          position: 'sidebar',
          readOnly: true,
          description: 'The claim’s lease: a processing job not renewed by then is run again.',
          date: { pickerAppearance: 'dayAndTime' },
        },
      },
    ],
  }
}
