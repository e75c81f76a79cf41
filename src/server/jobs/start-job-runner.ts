import { get } from 'node:http'

import { jobRunnerToken } from './job-runner-token'

const defaultIntervalSeconds = 60

export type JobRunner = {
  /** Starts no further run; resolves when the run under way (if any) has ended. */
  stop: () => Promise<void>
  /**
   * Starts no further run and stops waiting for the one under way (development's quick stop: the
   * job's lease runs out and it runs again on the next start).
   */
  abandon: () => Promise<void>
}

type Options = {
  /** The first run waits for this (development: the routes compiled first, see serve.ts). */
  firstRunAfter?: Promise<unknown>
}

/**
 * Runs Payload's due jobs (scheduled publishing, the raises' settling, the e-mail sweep) every
 * SCHEDULED_JOBS_INTERVAL_SECONDS (default 60; 0 turns it off, e.g. where an outside scheduler
 * calls the endpoint with JOBS_RUN_SECRET). It asks our own server over HTTP rather than calling
 * `payload.jobs.run()`: a publish must expire Next's cache tags, which Next allows only while it
 * handles a request. One run at a time; the timer does not keep the process alive.
 *
 * The first run is at start: each run's claim first releases the jobs whose lease ran out
 * (src/framework/job-lease.ts), so that work a crashed instance left claimed resumes as soon as
 * one restarts.
 */
export function startJobRunner(origin: string, options: Options = {}): JobRunner {
  const seconds = Number(process.env.SCHEDULED_JOBS_INTERVAL_SECONDS ?? defaultIntervalSeconds)
  if (!(seconds > 0)) return { stop: async () => {}, abandon: async () => {} }
  const url = new URL('/api/payload-jobs/run?queue=default&limit=50', origin)
  let current: Promise<void> | null = null
  let stopped = false
  const abandoned = new AbortController()
  const runOnce = () =>
    new Promise<void>((resolve) => {
      // node:http, not fetch: in this process Next replaces the global fetch with its own, which
      // outside a request never answered.
      const request = get(
        url,
        { headers: { authorization: `Bearer ${jobRunnerToken()}` }, signal: abandoned.signal },
        (res) => {
          if (res.statusCode !== 200)
            console.error(`scheduled jobs: ${url.pathname} answered ${res.statusCode}`)
          res.resume()
          res.on('close', resolve)
        },
      )
      request.setTimeout(5 * 60_000, () => request.destroy(new Error('no answer in 5 minutes')))
      request.on('error', (error) => {
        if (!abandoned.signal.aborted) console.error('scheduled jobs: run failed', error)
        resolve()
      })
    })
  const run = () => {
    if (!stopped) current ??= runOnce().finally(() => (current = null))
  }
  const timer = setInterval(run, seconds * 1000)
  timer.unref()
  void (options.firstRunAfter ?? Promise.resolve()).then(run, run)
  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await current
    },
    abandon: async () => {
      stopped = true
      clearInterval(timer)
      abandoned.abort()
    },
  }
}
