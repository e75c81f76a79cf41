import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload, type TaskConfig, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jobRunnerToken } from '@/server/jobs/job-runner-token'

import { testPayload } from '../support/payload'
import { restCall } from '../support/rest'

const queue = 'claim-race'
const jobCount = 40

/**
 * Every instance runs the job runner (issue 19): two runners asking for due jobs at the same
 * moment, each with its own Payload and pool on one database, must run each job exactly once.
 */
describe('jobs claimed by two runners at once', () => {
  let first: Payload
  let second: Payload
  let task: TaskConfig<'deliverEmails'>
  let originalHandler: TaskConfig<'deliverEmails'>['handler']
  const runs = new Map<string, number>()

  beforeAll(async () => {
    first = await testPayload()
    second = await getPayload({ config: first.config, key: 'second-job-runner' })
    // Count each execution of the e-mail sweep's task, in place of sending (config shared by both).
    task = first.config.jobs.tasks!.find((t) => t.slug === 'deliverEmails') as typeof task
    originalHandler = task.handler
    task.handler = async ({ job }) => {
      runs.set(String(job.id), (runs.get(String(job.id)) ?? 0) + 1)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { output: { claimed: 0 } }
    }
  })
  afterAll(async () => {
    if (task) task.handler = originalHandler
    // Bounded: a runner that crashed mid-claim leaves a client checked out, and end() waits for it.
    const pool = (second?.db as unknown as PostgresAdapter | undefined)?.pool
    await Promise.race([pool?.end(), new Promise((resolve) => setTimeout(resolve, 5000))])
  })

  it('runs each of the queued jobs exactly once', async () => {
    const queued: string[] = []
    for (let i = 0; i < jobCount; i++) {
      const job = await first.jobs.queue({ task: 'deliverEmails', queue, input: {} })
      queued.push(String(job.id))
    }

    // Rounds until neither runner finds anything: both start each round at the same moment.
    const failures: unknown[] = []
    for (let round = 0; round < 10; round++) {
      const results = await Promise.allSettled(
        [first, second].map((payload) =>
          payload.jobs.run({ queue, limit: jobCount, overrideAccess: true, silent: true }),
        ),
      )
      for (const result of results) if (result.status === 'rejected') failures.push(result.reason)
      if (results.every((result) => result.status === 'fulfilled' && result.value.noJobsRemaining))
        break
    }

    expect([...runs.keys()].sort()).toEqual([...queued].sort())
    const twice = [...runs.entries()].filter(([, count]) => count !== 1)
    expect(twice, `jobs run more than once: ${JSON.stringify(twice)}`).toEqual([])
    const left = await first.count({
      collection: 'payload-jobs',
      where: { queue: { equals: queue } },
    })
    expect(left.totalDocs).toBe(0)
    expect(failures).toEqual([])
  })

  it('runs a job asked for by id once when both instances ask at once', async () => {
    runs.clear()
    const job = await first.jobs.queue({ task: 'deliverEmails', queue, input: {} })
    await Promise.all(
      [first, second].map((payload) =>
        payload.jobs.runByID({ id: job.id, overrideAccess: true, silent: true }),
      ),
    )
    expect(Object.fromEntries(runs)).toEqual({ [String(job.id)]: 1 })
  })

  const scheduledWhere: Where = {
    and: [{ queue: { equals: 'default' } }, { 'meta.scheduled': { equals: true } }],
  }
  const scheduledTasks = async () =>
    (await first.find({ collection: 'payload-jobs', where: scheduledWhere, limit: 0 })).docs.map(
      (job) => job.taskSlug,
    )

  it('queues one job per schedule slot when both instances schedule at once', async () => {
    await first.delete({ collection: 'payload-jobs', where: scheduledWhere })
    await Promise.all(
      [first, second].map((payload) => payload.jobs.handleSchedules({ queue: 'default' })),
    )
    expect((await scheduledTasks()).sort()).toEqual(['deliverEmails', 'settleRaises'])
  })

  it('through the runner endpoint both instances answer 200, and one job per slot is queued', async () => {
    await first.delete({ collection: 'payload-jobs', where: scheduledWhere })
    const headers = { authorization: `Bearer ${jobRunnerToken()}` }
    const answers = await Promise.all(
      [1, 2].map(() =>
        restCall('GET', '/api/payload-jobs/run?queue=default&limit=50', { headers }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect((await scheduledTasks()).sort()).toEqual(['deliverEmails', 'settleRaises'])
  })
})
