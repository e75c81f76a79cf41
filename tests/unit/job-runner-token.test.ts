import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { isJobRunnerRequest, jobRunnerToken } from '@/server/jobs/job-runner-token'

const withAuthorization = (value?: string) =>
  new Headers(value === undefined ? {} : { authorization: value })

describe('the job runner’s token', () => {
  beforeAll(() => {
    process.env.PAYLOAD_SECRET ??= 'unit-test-secret'
  })

  afterEach(() => {
    delete process.env.JOBS_RUN_SECRET
  })

  it('is derived from PAYLOAD_SECRET, and is not that secret', () => {
    const token = jobRunnerToken()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(token).not.toContain(process.env.PAYLOAD_SECRET)
  })

  it('is JOBS_RUN_SECRET when an outside scheduler is given one', () => {
    process.env.JOBS_RUN_SECRET = 'cron-secret-from-the-environment'
    expect(jobRunnerToken()).toBe('cron-secret-from-the-environment')
    expect(isJobRunnerRequest(withAuthorization('Bearer cron-secret-from-the-environment'))).toBe(
      true,
    )
  })

  it('admits only its own bearer token', () => {
    expect(isJobRunnerRequest(withAuthorization(`Bearer ${jobRunnerToken()}`))).toBe(true)
    expect(isJobRunnerRequest(withAuthorization())).toBe(false)
    expect(isJobRunnerRequest(withAuthorization(jobRunnerToken()))).toBe(false)
    expect(isJobRunnerRequest(withAuthorization(`Bearer ${jobRunnerToken()}x`))).toBe(false)
    expect(isJobRunnerRequest(withAuthorization(`JWT ${jobRunnerToken()}`))).toBe(false)
  })
})
