import { updateJobs as payloadsUpdateJobs } from '@payloadcms/drizzle'
import pg from 'pg'
import type { Payload, UpdateJobsArgs } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../../support/payload'
import { expectCheckedVersions } from '../../unit/framework/checked-against'

const queue = 'claim-guard'
type Claimed = { id: number | string }[] | null

/**
 * The reason for src/framework/atomic-job-claim.ts, against the real database: Payload's own
 * claim (@payloadcms/drizzle's `updateJobs`) reads the due jobs, then updates each by id, so a job
 * another runner claims in between is claimed twice. The day Payload's claim skips it
 * (payloadcms/payload#17441, Payload 4), the first case fails: the patch can go.
 */
describe('guard: Payload’s own job claim, replaced by src/framework/atomic-job-claim.ts', () => {
  let payload: Payload
  let otherRunner: pg.Client
  beforeAll(async () => {
    payload = await testPayload()
    otherRunner = new pg.Client({ connectionString: process.env.DATABASE_URI })
    await otherRunner.connect()
  })
  afterAll(async () => {
    await otherRunner?.end()
  })

  /** Backends of this database waiting for a row lock (other databases may share the server). */
  async function waitingForLocks(): Promise<number> {
    const found = await otherRunner.query<{ n: string }>(`
      select count(*) as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`)
    return Number(found.rows[0]!.n)
  }

  /**
   * `claim` runs while another runner, which read the same job, claims it: it holds the job's row
   * from before `claim` starts and marks it claimed once `claim` waits for the row (or is done).
   */
  async function claimWhileAnotherRunnerClaims(claim: (args: UpdateJobsArgs) => Promise<Claimed>) {
    const job = await payload.jobs.queue({ task: 'deliverEmails', queue, input: {} })
    try {
      await otherRunner.query('begin')
      await otherRunner.query('select id from payload_jobs where id = $1 for update', [job.id])
      let done = false
      const claiming = claim({
        data: { processing: true, updatedAt: new Date().toISOString() },
        where: { and: [{ queue: { equals: queue } }, { processing: { equals: false } }] },
        limit: 10,
        returning: true,
        req: {},
      }).finally(() => (done = true))
      for (let tries = 0; tries < 200 && !done && (await waitingForLocks()) === 0; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 25))
      await otherRunner.query('update payload_jobs set processing = true where id = $1', [job.id])
      await otherRunner.query('commit')
      return { job, claimed: ((await claiming) ?? []).map((doc) => doc.id) }
    } finally {
      await payload.delete({ collection: 'payload-jobs', where: { queue: { equals: queue } } })
    }
  }

  it('runs on the Payload versions it was checked against', () => {
    expectCheckedVersions('atomic-job-claim.ts')
  })

  it('finds Payload’s own claim still taking a job another runner has just claimed', async () => {
    const { job, claimed } = await claimWhileAnotherRunnerClaims(
      (args) => payloadsUpdateJobs.call(payload.db as never, args) as Promise<Claimed>,
    )
    expect(
      claimed,
      'Payload’s own claim skipped a job claimed under it: re-check ' +
        'src/framework/atomic-job-claim.ts (payloadcms/payload#17441), and drop it if Payload ' +
        'now claims atomically',
    ).toContain(job.id)
  })

  it('skips that job with the patched claim (payload.config.ts’s adapter)', async () => {
    const { claimed } = await claimWhileAnotherRunnerClaims(
      (args) => payload.db.updateJobs(args) as Promise<Claimed>,
    )
    expect(claimed).toEqual([])
  })
})
