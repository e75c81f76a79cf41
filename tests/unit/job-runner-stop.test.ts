import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, it, vi } from 'vitest'

import { startJobRunner } from '@/server/jobs/start-job-runner'

const saved = { ...process.env }
afterEach(() => {
  process.env = { ...saved }
})

it('stop starts no further run and resolves when the run under way has ended', async () => {
  process.env.SCHEDULED_JOBS_INTERVAL_SECONDS = '0.05'
  process.env.JOBS_RUN_SECRET = 'unit-test-runner-token'
  const events: string[] = []
  let arrived: () => void = () => {}
  const firstRun = new Promise<void>((resolve) => (arrived = resolve))
  const server = createServer((req, res) => {
    events.push(`run asked (${req.headers.authorization})`)
    arrived()
    setTimeout(() => {
      events.push('run answered')
      res.end('{}')
    }, 300)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const runner = startJobRunner(`http://127.0.0.1:${port}`)
    await firstRun
    await runner.stop()
    events.push('stopped')
    await new Promise((r) => setTimeout(r, 200))
    expect(events).toEqual(['run asked (Bearer unit-test-runner-token)', 'run answered', 'stopped'])
  } finally {
    server.closeAllConnections()
    server.close()
  }
})

it('abandon starts no further run and does not wait for the run under way', async () => {
  process.env.SCHEDULED_JOBS_INTERVAL_SECONDS = '0.05'
  process.env.JOBS_RUN_SECRET = 'unit-test-runner-token'
  let asked = 0
  let arrived: () => void = () => {}
  const firstRun = new Promise<void>((resolve) => (arrived = resolve))
  const server = createServer(() => {
    asked += 1
    arrived()
    // Never answered: a compile or a long job in development.
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  try {
    const runner = startJobRunner(`http://127.0.0.1:${port}`)
    await firstRun
    const started = Date.now()
    await runner.abandon()
    expect(Date.now() - started).toBeLessThan(100)
    await new Promise((r) => setTimeout(r, 200))
    expect(asked).toBe(1)
  } finally {
    server.closeAllConnections()
    server.close()
  }
})

it('the first run waits for firstRunAfter (development: the first pages compiled)', async () => {
  process.env.SCHEDULED_JOBS_INTERVAL_SECONDS = '60'
  process.env.JOBS_RUN_SECRET = 'unit-test-runner-token'
  let asked = 0
  const server = createServer((_, res) => {
    asked += 1
    res.end('{}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let compiled: () => void = () => {}
  const precompiled = new Promise<void>((resolve) => (compiled = resolve))
  try {
    const runner = startJobRunner(`http://127.0.0.1:${port}`, { firstRunAfter: precompiled })
    await new Promise((r) => setTimeout(r, 200))
    expect(asked).toBe(0)
    compiled()
    await vi.waitFor(() => expect(asked).toBe(1))
    await runner.stop()
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
