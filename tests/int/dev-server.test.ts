import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { portIsFree } from '@/server/dev/port-free'
import { testCards } from '@/dev/stripe-test-cards'

import { runScript } from '../support/database'
import { freePorts } from '../support/free-ports'

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

  describe('the whole product with no keys', () => {
    // Ports of this test's dev start (the site, its embedded PostgreSQL, its Stripe stand-in):
    // free ones, asked of the system, so that none is a worker's stand-in's.
    let [sitePort, databasePort, standInPort] = [0, 0, 0]
    let site = ''
    beforeAll(async () => {
      const ports = await freePorts(3)
      ;[sitePort, databasePort, standInPort] = [ports[0]!, ports[1]!, ports[2]!]
      site = `http://127.0.0.1:${sitePort}`
    })
    let dataDir: string | null = null
    afterEach(() => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      dataDir = null
    })

    /** What a browser sends along with every request to the site: the session and the origin. */
    const browser = (sessionToken: string) => ({
      cookie: `investor_session=${sessionToken}`,
      origin: `http://localhost:${sitePort}`,
    })

    /** Waits for `url` to answer 200; gives up at the deadline, or at once if dev has exited. */
    async function untilAnswered(url: string, timeoutMs: number, dev: ChildProcess): Promise<void> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        if (dev.exitCode !== null || dev.signalCode !== null)
          throw new Error(`dev exited (${dev.exitCode ?? dev.signalCode}) before ${url} answered`)
        const answered = await fetch(url).then(
          (response) => response.status === 200,
          () => false,
        )
        if (answered) return
        if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }

    it(
      'starts on a fresh data folder, takes a card through the stand-in, and stops on SIGTERM in under 5 s',
      async () => {
        dataDir = mkdtempSync(path.join(os.tmpdir(), 'dev-start-'))
        // As root the database runs as the postgres user, which must reach its folder inside.
        chmodSync(dataDir, 0o755)
        // A fresh developer's shell: none of the integration run's settings.
        const env = { ...process.env }
        for (const name of Object.keys(env))
          if (
            /^(STRIPE_|DATABASE_URI|PAYLOAD_SECRET|SMTP_|TWILIO_|CARD_PAYMENTS|NODE_ENV|VITEST)/.test(
              name,
            )
          )
            delete env[name]
        const dev = spawn('npm', ['run', 'dev'], {
          env: {
            ...env,
            PORT: String(sitePort),
            EMBEDDED_PG_PORT: String(databasePort),
            STRIPE_STAND_IN_PORT: String(standInPort),
            DEV_DATA_DIR: dataDir,
            // The test's own requests compile what they need; the precompiling is timed apart.
            DEV_PRECOMPILE: '0',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        children.push(dev)
        let output = ''
        dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
        dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
        const exited = new Promise<number | null>((resolve) => dev.on('exit', resolve))

        try {
          // A cold `next dev` compile on two cores shared with the other test files: minutes.
          await untilAnswered(`${site}/api/health`, 15 * 60_000, dev)
        } catch (error) {
          throw new Error(`${(error as Error).message}\n${output}`)
        }
        // One line per fact, and no warning about what the dev start chose on purpose.
        expect(output).toContain(`dev: database: embedded PostgreSQL in ${dataDir}/postgres`)
        expect(output).toContain(
          `dev: card payments: test payments through the local Stripe stand-in at http://127.0.0.1:${standInPort}`,
        )
        expect(output).toContain(
          "dev: e-mails: printed here, and kept in the admin's E-mail outbox",
        )
        expect(output).toMatch(/Setup link: +http:\/\/localhost:\d+\/staff-setup\?/)
        expect(output).toContain(`> Ready on http://localhost:${sitePort}`)
        for (const noise of [
          'No email adapter provided',
          'Card payments are not configured',
          'ECONNREFUSED',
          'Production would refuse',
          'Migrating:',
        ])
          expect(output).not.toContain(noise)

        // An investor ready to invest and a project raising now, in the dev start's database.
        const secret = readFileSync(path.join(dataDir, 'dev-payload-secret'), 'utf8').trim()
        const made = await runScript('tests/support/dev-investor.ts', {
          DATABASE_URI: `postgres://postgres:postgres@127.0.0.1:${databasePort}/platform`,
          PAYLOAD_SECRET: secret,
        })
        expect(made.code, made.output).toBe(0)
        const { alias, sessionToken } = JSON.parse(made.output.trim().split('\n').at(-1)!) as {
          alias: string
          sessionToken: string
        }

        // The invest page's confirm: a card investment, answered with the card page to go to.
        const invested = await fetch(`${site}/api/investition`, {
          method: 'POST',
          headers: {
            ...browser(sessionToken),
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            project: alias,
            amount: '1000',
            method: 'card',
            confirmations: {
              withinLimit: true,
              documentsRead: true,
              riskWarning: true,
              riskAcknowledged: true,
            },
            locale: 'en',
          }),
        })
        const investment = (await invested.json()) as { id: number; checkoutUrl: string | null }
        expect(invested.status, JSON.stringify(investment)).toBe(201)
        expect(investment.checkoutUrl).toMatch(`http://127.0.0.1:${standInPort}/c/setup/cs_test_`)

        // The stand-in's hosted page, marked as test payments, and the card typed into it.
        const page = await fetch(investment.checkoutUrl!)
        expect(page.status).toBe(200)
        const html = await page.text()
        expect(html).toContain('Test payments')
        const action = html.match(/<form method="post" action="([^"]+)"/)![1]!
        const saved = await fetch(new URL(action, investment.checkoutUrl!), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ cardNumber: testCards.visa, expiry: '12 / 34', cvc: '123' }),
          redirect: 'manual',
        })
        expect(saved.status).toBe(303)
        const back = new URL(saved.headers.get('location')!)
        expect(back.origin).toBe(`http://localhost:${sitePort}`)
        expect(back.searchParams.get('investment')).toBe(String(investment.id))

        // Back on the site, as the invest page asks: the signed event has saved the card.
        const deadline = Date.now() + 120_000
        let state: string | undefined
        while (Date.now() < deadline) {
          const mine = await fetch(
            `${site}/api/catalog/investor/projects/${encodeURIComponent(alias)}/investments`,
            { headers: browser(sessionToken) },
          )
          const body = (await mine.json()) as {
            investments: { id: number; paymentState: string }[]
          }
          state = body.investments.find((each) => each.id === investment.id)?.paymentState
          if (state === 'card_saved') break
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
        expect(state).toBe('card_saved')

        // SIGTERM while a page is still compiling: everything stops within 5 s, exit 0, no stack.
        const inFlight = fetch(`${site}/?lng=he`).catch(() => null)
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const before = output.length
        const stopAt = Date.now()
        dev.kill('SIGTERM')
        expect(await exited).toBe(0)
        const tookMs = Date.now() - stopAt
        await inFlight
        const stopOutput = output.slice(before)
        expect(tookMs, stopOutput).toBeLessThan(5_000)
        expect(stopOutput).toMatch(/dev: stopped in \d+\.\d s/)
        expect(stopOutput).not.toMatch(/^\s+at /m)
        expect(stopOutput).not.toMatch(/Error|shutting down|took over/)
        // Nothing left behind: the site, the stand-in and the database let their ports go.
        for (const port of [sitePort, standInPort, databasePort])
          expect(await portIsFree(port, '127.0.0.1')).toBe(true)
      },
      20 * 60_000,
    )
  })
})
