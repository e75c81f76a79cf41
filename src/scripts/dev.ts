import './load-env'

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import { ensureDatabase, startEmbeddedPostgres } from '@/server/db/embedded-postgres'

/**
 * `npm run dev`: with no DATABASE_URI, an embedded PostgreSQL under `.data/`; then migrations,
 * the demo seed on an empty database, and the site with hot reload. Ctrl-C stops everything.
 */
mkdirSync('.data', { recursive: true })

if (!process.env.PAYLOAD_SECRET) {
  const secretFile = '.data/dev-payload-secret'
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  process.env.PAYLOAD_SECRET = readFileSync(secretFile, 'utf8').trim()
}

let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined
if (!process.env.DATABASE_URI) {
  console.log('dev: starting the embedded PostgreSQL in .data/postgres')
  embedded = await startEmbeddedPostgres({
    dataDir: '.data/postgres',
    port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  })
  await ensureDatabase(embedded.adminUri, 'platform')
  process.env.DATABASE_URI = embedded.uriFor('platform')
}

function run(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', ...args],
      { stdio: 'inherit', env: process.env },
    )
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

async function shutdown(code: number): Promise<never> {
  if (embedded) {
    console.log('dev: stopping the embedded PostgreSQL')
    await embedded.stop()
  }
  process.exit(code)
}

if ((await run(['src/scripts/migrate.ts'])) !== 0) await shutdown(1)
if ((await run(['src/scripts/seed.ts', '--if-empty'])) !== 0) await shutdown(1)

const server = spawn(
  process.execPath,
  ['--import', '@swc-node/register/esm-register', 'src/scripts/serve.ts', '--dev'],
  {
    stdio: 'inherit',
    env: process.env,
  },
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => void shutdown(code ?? 0))
