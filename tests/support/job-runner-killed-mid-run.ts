import { getPayload } from 'payload'

import { withJobLease } from '@/framework/job-lease'

/**
 * An instance whose settlement run is cut short: it claims the job JOB_ID as the runner does,
 * prints `started` once the settlement is under way (its lease's heartbeat beating), and then
 * waits for the test to kill it (SIGKILL: no cleanup, as a crash or an OOM kill).
 */
const jobId = Number(process.env.JOB_ID)
const { default: config } = await import('@payload-config')
const payload = await getPayload({ config })
const tasks = payload.config.jobs.tasks ?? []
const index = tasks.findIndex((task) => task.slug === 'settleRaises')
tasks[index] = withJobLease({
  ...tasks[index]!,
  handler: () => {
    console.log('started')
    return new Promise(() => {})
  },
}) as (typeof tasks)[number]
await payload.jobs.run({
  queue: 'default',
  where: { id: { equals: jobId } },
  overrideAccess: true,
  silent: true,
})
