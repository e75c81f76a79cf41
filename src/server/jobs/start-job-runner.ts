import { get } from 'node:http'

import { jobRunnerToken } from './job-runner-token'

const defaultIntervalSeconds = 60

export type JobRunner = {
  /** Starts no further run; resolves when the run under way (if any) has ended. */
  stop: () => Promise<void>
}

/**
 * Runs Payload's due jobs (scheduled publishing, the raises' settling, the e-mail sweep) every
 * SCHEDULED_JOBS_INTERVAL_SECONDS (default 60; 0 turns it off, e.g. where an outside scheduler
 * calls the endpoint with JOBS_RUN_SECRET). It asks our own server over HTTP rather than calling
 * `payload.jobs.run()`: a publish must expire Next's cache tags, which Next allows only while it
 * handles a request. One run at a time; the timer does not keep the process alive.
 *
 * The first run is at start: each run's claim first releases the jobs whose lease ran out
 * (job-lease.ts), so that work a crashed instance left claimed resumes as soon as one restarts.
 */
export function startJobRunner(origin: string): JobRunner {
  const seconds = Number(process.env.SCHEDULED_JOBS_INTERVAL_SECONDS ?? defaultIntervalSeconds)
  if (!(seconds > 0)) return { stop: async () => {} }
  const url = new URL('/api/payload-jobs/run?queue=default&limit=50', origin)
  let current: Promise<void> | null = null
  const runOnce = () =>
    new Promise<void>((resolve) => {
      // node:http, not fetch: in this process Next replaces the global fetch with its own, which
      // outside a request never answered.
      const request = get(
        url,
        { headers: { authorization: `Bearer ${jobRunnerToken()}` } },
        (res) => {
          if (res.statusCode !== 200)
            console.error(`scheduled jobs: ${url.pathname} answered ${res.statusCode}`)
          res.resume()
          res.on('close', resolve)
        },
      )
      request.setTimeout(5 * 60_000, () => request.destroy(new Error('no answer in 5 minutes')))
      request.on('error', (error) => {
        console.error('scheduled jobs: run failed', error)
        resolve()
      })
    })
  const run = () => {
    current ??= runOnce().finally(() => (current = null))
  }
  const timer = setInterval(run, seconds * 1000)
  timer.unref()
  run()
  return {
    stop: async () => {
      clearInterval(timer)
      await current
    },
  }
}
