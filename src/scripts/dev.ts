import './load-env'

import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import { ensureDatabase, startEmbeddedPostgres } from '@/server/db/embedded-postgres'
import { portIsFree } from '@/server/dev/port-free'
import { sourceScriptNodeArgs } from '@/server/dev/node-args'

/**
 * `npm run dev`: with no DATABASE_URI, an embedded PostgreSQL under `.data/`; then migrations,
 * the demo seed on an empty database, and the site with hot reload. Ctrl-C, SIGTERM and SIGHUP
 * (a closed terminal) stop everything, whatever step is running; a port or database already in
 * use is said in one line.
 */
mkdirSync('.data', { recursive: true })

/** One line, no stack: what is in the way and what to do. */
function fail(message: string): never {
  console.error(`dev: ${message}`)
  process.exit(1)
}

const port = Number(process.env.PORT ?? 3000)
if (!(await portIsFree(port)))
  fail(`port ${port} is in use (another npm run dev?): stop it, or start with PORT=<another port>`)

if (!process.env.PAYLOAD_SECRET) {
  const secretFile = '.data/dev-payload-secret'
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}

let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined
/** The step running now (migrations, seed, the site): a stop signal goes to it first. */
let current: ChildProcess | undefined
let stopping = false

async function shutdown(code: number): Promise<never> {
  if (embedded) {
    console.log('dev: stopping the embedded PostgreSQL')
    await embedded.stop()
  }
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    // The step ends on the signal and its exit shuts down; between steps, shut down now.
    if (current && current.exitCode === null) current.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal)
    else void shutdown(0)
  })
}

if (!process.env.DATABASE_URI) {
  const embeddedPort = Number(process.env.EMBEDDED_PG_PORT ?? 54329)
  if (!(await portIsFree(embeddedPort, '127.0.0.1')))
    fail(
      `port ${embeddedPort} of the embedded PostgreSQL is in use (another npm run dev?): stop it, or set EMBEDDED_PG_PORT or DATABASE_URI`,
    )
  console.log('dev: starting the embedded PostgreSQL in .data/postgres')
  try {
    embedded = await startEmbeddedPostgres({ dataDir: '.data/postgres', port: embeddedPort })
  } catch {
    fail(
      'the embedded PostgreSQL in .data/postgres did not start (is another npm run dev using it?); see the [postgres] lines above',
    )
  }
  await ensureDatabase(embedded.adminUri, 'platform')
  process.env.DATABASE_URI = embedded.uriFor('platform')
}

function run(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    current = spawn(process.execPath, [...sourceScriptNodeArgs, ...args], {
      stdio: 'inherit',
      env: process.env,
    })
    current.on('exit', (code) => resolve(code ?? 1))
  })
}

for (const step of [['src/scripts/migrate.ts'], ['src/scripts/seed.ts', '--if-empty']]) {
  const code = await run(step)
  if (stopping) await shutdown(0)
  if (code !== 0) await shutdown(1)
}
const code = await run(['src/scripts/serve.ts', '--dev'])
await shutdown(stopping ? 0 : code)
