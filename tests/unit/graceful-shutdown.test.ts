import { spawn } from 'node:child_process'
import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { createGracefulShutdown } from '@/server/http/graceful-shutdown'

type Answer = { status: number; body: string; connection: string | undefined }

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

const refusal = (port: number) =>
  get(port, '/').then(
    () => 'answered',
    (error: NodeJS.ErrnoException) => error.code,
  )

/** A server whose `/slow` answers when the test says so; tells when a request has arrived. */
async function startServer() {
  const waiting: Array<() => void> = []
  let arrived: () => void = () => {}
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve))
  const server: Server = createServer((req, res) => {
    if (req.url !== '/slow') return res.end('fast done')
    waiting.push(() => res.end('slow done'))
    arrived()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return { server, port, slowArrived, releaseSlow: () => waiting.splice(0).forEach((f) => f()) }
}

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections()
})

describe('graceful shutdown over real HTTP', () => {
  it('finishes the request in flight, refuses new connections, closes idle keep-alive ones, then closes resources and exits 0', async () => {
    const { server, port, slowArrived, releaseSlow } = await startServer()
    servers.push(server)
    const events: string[] = []
    let exit: (code: number) => void = () => {}
    const exited = new Promise<number>((resolve) => (exit = resolve))
    const shutdown = createGracefulShutdown({
      server,
      onStart: () => events.push('draining'),
      stopBackgroundWork: async () => {
        await new Promise((r) => setTimeout(r, 150))
        events.push('job run ended')
      },
      closeResources: async () => {
        events.push('resources closed')
      },
      timeoutMs: 5000,
      exit,
      log: () => {},
    })
    // A keep-alive client holding an idle connection must not keep the server open.
    const keepAlive = new Agent({ keepAlive: true })
    expect(await get(port, '/fast', keepAlive)).toMatchObject({ connection: 'keep-alive' })
    const slow = get(port, '/slow', keepAlive)
    await slowArrived
    const started = Date.now()
    void shutdown.shutdown('test')
    events.push(`new connection: ${await refusal(port)}`)
    setTimeout(() => {
      events.push('slow answered')
      releaseSlow()
    }, 300)
    expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' })
    expect(await exited).toBe(0)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(events).toEqual([
      'draining',
      'new connection: ECONNREFUSED',
      'job run ended',
      'slow answered',
      'resources closed',
    ])
  })

  it('a kept-alive connection that sends another request during shutdown is answered, then closed', async () => {
    const { server, port, slowArrived, releaseSlow } = await startServer()
    servers.push(server)
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 })
    let exitCode: number | undefined
    const shutdown = createGracefulShutdown({
      server,
      timeoutMs: 5000,
      exit: (code) => (exitCode = code),
      log: () => {},
    })
    const slow = get(port, '/slow', keepAlive)
    await slowArrived
    // Queued behind /slow on the one connection: it reaches the server once shutdown has begun.
    const next = get(port, '/fast', keepAlive)
    const done = shutdown.shutdown('test')
    releaseSlow()
    expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' })
    await done
    expect(exitCode).toBe(0)
    await expect(next).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('exits 1 when a request is still running at the timeout', async () => {
    const { server, port, slowArrived } = await startServer()
    servers.push(server)
    void get(port, '/slow').catch(() => {})
    await slowArrived
    const started = Date.now()
    const code = await new Promise<number>((resolve) => {
      void createGracefulShutdown({
        server,
        timeoutMs: 300,
        exit: resolve,
        log: () => {},
      }).shutdown('test')
    })
    expect(code).toBe(1)
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('with a cut-off (development), cuts a request still running then and exits 0', async () => {
    const { server, port, slowArrived } = await startServer()
    servers.push(server)
    const sockets = new Set<Socket>()
    server.on('connection', (socket) => sockets.add(socket))
    const slow = get(port, '/slow').then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    )
    await slowArrived
    const started = Date.now()
    let closed = false
    const code = await new Promise<number>((resolve) => {
      void createGracefulShutdown({
        server,
        timeoutMs: 5_000,
        cutOff: { afterMs: 200, run: () => sockets.forEach((socket) => socket.destroy()) },
        closeResources: async () => void (closed = true),
        exit: resolve,
        log: () => {},
      }).shutdown('test')
    })
    expect(code).toBe(0)
    expect(closed).toBe(true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await slow).toBe('ECONNRESET')
  })
})

/** The fixture server in a child process, with what it printed so far. */
function startFixture(slowMs: number) {
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'tests/support/shutdown-fixture-server.ts'],
    { env: { ...process.env, SLOW_MS: String(slowMs) }, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const printed = async (text: string) => {
    while (!output.includes(text)) await new Promise((r) => setTimeout(r, 20))
  }
  const port = async () => {
    await printed('{"port":')
    return Number(/"port":(\d+)/.exec(output)?.[1])
  }
  return { child, exited, printed, port, output: () => output }
}

describe('a server process sent SIGTERM', () => {
  it('answers the request in flight, refuses new connections and exits 0', async () => {
    const fixture = startFixture(800)
    try {
      const port = await fixture.port()
      const slow = get(port, '/slow')
      await new Promise((r) => setTimeout(r, 200))
      fixture.child.kill('SIGTERM')
      // The same signal twice at once (terminal and parent) is one request to stop.
      fixture.child.kill('SIGTERM')
      await fixture.printed('Shutting down (SIGTERM)')
      expect(await refusal(port)).toBe('ECONNREFUSED')
      expect(await slow).toMatchObject({ status: 200, body: 'slow done' })
      expect(await fixture.exited).toBe(0)
      expect(fixture.output()).toContain('> resources closed')
    } finally {
      fixture.child.kill('SIGKILL')
    }
  }, 30_000)

  it('a second signal a moment later exits 1 at once', async () => {
    const fixture = startFixture(20_000)
    try {
      const port = await fixture.port()
      void get(port, '/slow').catch(() => {})
      await new Promise((r) => setTimeout(r, 200))
      fixture.child.kill('SIGINT')
      await fixture.printed('Shutting down (SIGINT)')
      await new Promise((r) => setTimeout(r, 1200))
      fixture.child.kill('SIGINT')
      expect(await fixture.exited).toBe(1)
      expect(fixture.output()).not.toContain('> resources closed')
    } finally {
      fixture.child.kill('SIGKILL')
    }
  }, 30_000)
})
