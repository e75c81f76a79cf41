import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server, type Socket } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

/**
 * `npm run dev` (src/scripts/dev.ts) as a person meets it: a port in use is one clear line, and a
 * stop signal (SIGTERM, SIGHUP from a closed terminal) ends whatever step runs, leaving no process
 * behind. No site is started: the steps are stopped before it.
 */
describe('the dev server', () => {
  const servers: Server[] = []
  const children: ChildProcess[] = []
  const sockets: Socket[] = []
  afterEach(async () => {
    // After a test that failed before its signal: dev passes SIGTERM on to its step, and the
    // step's connection is cut so that closing the server does not wait for it.
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM')
    for (const socket of sockets.splice(0)) socket.destroy()
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
  })

  function listen(onConnection: (socket: Socket) => void = () => {}): Promise<number> {
    const server = createServer((socket) => {
      sockets.push(socket)
      // Whatever the client sends is read and dropped: a socket left paused with unread bytes
      // never sees the client's end, and would stay half-open after the client is gone.
      socket.resume()
      onConnection(socket)
    })
    servers.push(server)
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    )
  }

  function startDev(env: Record<string, string>) {
    const child = spawn(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', 'src/scripts/dev.ts'],
      { env: { ...process.env, PAYLOAD_SECRET: 'dev-test', ...env }, stdio: 'pipe' },
    )
    children.push(child)
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    return { child, exited, stderr: () => stderr }
  }

  it('says in one line that the port is in use, and starts nothing', async () => {
    const busy = await listen()
    const dev = startDev({ PORT: String(busy), DATABASE_URI: 'postgres://127.0.0.1:1/none' })
    expect(await dev.exited).toBe(1)
    const lines = dev.stderr().trim().split('\n')
    expect(lines).toEqual([
      `dev: port ${busy} is in use (another npm run dev?): stop it, or start with PORT=<another port>`,
    ])
  }, 60_000)

  for (const signal of ['SIGTERM', 'SIGHUP'] as const) {
    it(`stops the running step on ${signal} and exits`, async () => {
      // A database that takes the connection and never answers: the migrations wait on it.
      let connected: () => void
      const connection = new Promise<void>((resolve) => (connected = resolve))
      let closed: () => void
      const closedConnection = new Promise<void>((resolve) => (closed = resolve))
      const database = await listen((socket) => {
        connected()
        socket.on('close', () => closed())
      })
      const site = await listen()
      // The site's port is let go so it is free again: dev checks it first.
      await new Promise((done) => servers.pop()!.close(done))
      const dev = startDev({
        PORT: String(site),
        DATABASE_URI: `postgres://dev:dev@127.0.0.1:${database}/platform`,
      })
      await connection
      dev.child.kill(signal)
      expect(await dev.exited).toBe(0)
      // The migrations' process is gone too: its connection closed.
      await closedConnection
      // The migrations' first start compiles the whole app's TypeScript: on a fresh checkout, with
      // the other test files' Payloads on the same two cores, that alone took over 90 s once.
    }, 240_000)
  }
})
