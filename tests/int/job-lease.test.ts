import { spawn } from 'node:child_process'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload, type TaskConfig, type TaskHandler, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sourceScriptNodeArgs } from '@/server/dev/node-args'
import { withJobLease } from '@/framework/job-lease'
import { jobRunnerToken } from '@/server/jobs/job-runner-token'

import { testPayload } from '../support/payload'
import { restCall } from '../support/rest'

type SettleTask = TaskConfig<'settleRaises'>

const settleJobs: Where = {
  and: [{ queue: { equals: 'default' } }, { taskSlug: { equals: 'settleRaises' } }],
}

/** One tick of an instance's job runner: schedule what is due, then run it, over the endpoint. */
async function runnerTick() {
  const answer = await restCall('GET', '/api/payload-jobs/run?queue=default&limit=50', {
    headers: { authorization: `Bearer ${jobRunnerToken()}` },
  })
  expect(answer.status).toBe(200)
}

/**
 * A claimed job holds a lease its process renews while it runs (issue 30): a process killed
 * mid-run no longer leaves its settlement job `processing` for ever (counted as active by the
 * scheduler, claimed by no runner), and a long live run is not taken over.
 */
describe('job leases', () => {
  let payload: Payload
  let task: SettleTask
  let leasedHandler: TaskHandler<'settleRaises'>
  const savedLease = process.env.JOB_LEASE_SECONDS

  beforeAll(async () => {
    payload = await testPayload()
    task = payload.config.jobs.tasks!.find((t) => t.slug === 'settleRaises') as SettleTask
    leasedHandler = task.handler as typeof leasedHandler
  })
  afterAll(() => {
    if (task) task.handler = leasedHandler
    if (savedLease === undefined) delete process.env.JOB_LEASE_SECONDS
    else process.env.JOB_LEASE_SECONDS = savedLease
  })

  /** The settlement job of a due schedule slot, as the scheduler queues it. */
  async function aDueSettlementJob(): Promise<number> {
    await payload.delete({ collection: 'payload-jobs', where: settleJobs })
    const job = await payload.jobs.queue({
      task: 'settleRaises',
      queue: 'default',
      input: {},
      meta: { scheduled: true },
      waitUntil: new Date(Date.now() - 1000),
    })
    return Number(job.id)
  }

  const findJob = (id: number) =>
    payload.findByID({ collection: 'payload-jobs', id, disableErrors: true })

  it('a settlement run cut short by a crash is released when its lease runs out, and runs again', async () => {
    const leaseSeconds = 4
    process.env.JOB_LEASE_SECONDS = String(leaseSeconds)
    const jobId = await aDueSettlementJob()

    // Another instance claims the job, starts settling, and is killed mid-run.
    const instance = spawn(
      process.execPath,
      [...sourceScriptNodeArgs, 'tests/support/job-runner-killed-mid-run.ts'],
      { env: { ...process.env, JOB_ID: String(jobId) }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    instance.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise((resolve) => instance.on('exit', resolve))
    await new Promise<void>((resolve, reject) => {
      instance.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('started')) resolve()
      })
      instance.on('exit', (code) => reject(new Error(`instance exited (${code}):\n${output}`)))
    })
    instance.kill('SIGKILL')
    await exited

    const claimed = await findJob(jobId)
    expect(claimed).toMatchObject({ processing: true })
    const leaseEnd = new Date(claimed!.processingUntil!).getTime()

    // Settlement as it runs here, counted.
    const runsStartedAt: number[] = []
    task.handler = async (args) => {
      runsStartedAt.push(Date.now())
      return leasedHandler(args)
    }

    // While the lease lasts the job is the dead instance's: nothing runs it, nothing new is queued.
    await runnerTick()
    if (Date.now() < leaseEnd) {
      expect(runsStartedAt).toEqual([])
      expect(await findJob(jobId)).toMatchObject({ processing: true })
      const schedules = await payload.jobs.handleSchedules({ queue: 'default' })
      expect(schedules.skipped.map((s) => s.taskConfig?.slug)).toContain('settleRaises')
    }

    // Once it has run out, the next tick releases the job and settles: it runs and completes. The
    // round settles the whole worker's database, which other files have filled: on two busy cores
    // that took over 15 s once, so the wait is generous; when it started is what is checked.
    await vi.waitFor(
      async () => {
        await runnerTick()
        expect(await findJob(jobId)).toBeNull()
      },
      { timeout: 90_000, interval: 500 },
    )
    expect(runsStartedAt).toHaveLength(1)
    const rerunAt = runsStartedAt[0]!
    expect(rerunAt).toBeGreaterThanOrEqual(leaseEnd - 50)
    // Started by the first ticks after the lease ran out (a tick lasts as long as its run).
    expect(rerunAt - leaseEnd).toBeLessThan(30_000)

    // And the scheduler, no longer seeing an active settlement, queues the next slot.
    const schedules = await payload.jobs.handleSchedules({ queue: 'default' })
    expect(schedules.queued.map((s) => s.taskConfig?.slug)).toContain('settleRaises')
  }, 180_000)

  it('a live run renews its lease: another instance never takes the job over', async () => {
    const leaseSeconds = 1.5
    process.env.JOB_LEASE_SECONDS = String(leaseSeconds)
    const second = await getPayload({ config: payload.config, key: 'second-lease-runner' })
    try {
      const jobId = await aDueSettlementJob()

      // A settlement run three leases long, on this instance.
      let runs = 0
      let running = 0
      let mostAtOnce = 0
      let started: () => void = () => {}
      const runStarted = new Promise<void>((resolve) => (started = resolve))
      task.handler = withJobLease<'settleRaises'>({
        ...task,
        handler: async () => {
          started()
          runs += 1
          mostAtOnce = Math.max(mostAtOnce, ++running)
          await new Promise((resolve) => setTimeout(resolve, leaseSeconds * 3 * 1000))
          running -= 1
          return { output: { advanced: 0, charged: 0, ended: 0 } }
        },
      }).handler
      const run = payload.jobs.run({
        queue: 'default',
        where: { id: { equals: jobId } },
        overrideAccess: true,
        silent: true,
      })
      let finished = false
      void run.finally(() => (finished = true))
      await runStarted

      // The other instance's runner ticks all along; the lease is seen renewed past its first end.
      const leaseEnds = new Set<string>()
      while (!finished) {
        const job = await findJob(jobId)
        if (job?.processingUntil) leaseEnds.add(job.processingUntil)
        await second.jobs.run({ queue: 'default', limit: 50, overrideAccess: true, silent: true })
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      await run

      expect(runs).toBe(1)
      expect(mostAtOnce).toBe(1)
      expect(leaseEnds.size).toBeGreaterThanOrEqual(3)
      expect(await findJob(jobId)).toBeNull()
    } finally {
      // Bounded, as in job-claim.test.ts: end() waits for a client still checked out.
      const pool = (second.db as unknown as PostgresAdapter).pool
      await Promise.race([pool?.end(), new Promise((resolve) => setTimeout(resolve, 5000))])
    }
  }, 60_000)
})
