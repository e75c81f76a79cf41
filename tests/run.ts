import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'

import { acquirePostgres, createFreshDatabase, dropDatabase, runScript } from './support/database'

/**
 * `npm test`: the checks that need nothing (lint, prettier, typecheck), then unit tests,
 * integration tests (each worker on its copy of a freshly migrated database), a production build
 * and the browser tests (fresh migrated and seeded database, Debian's Chromium), in that order,
 * stopping at the first stage that fails. Each stage prints its duration, and a table of them all
 * ends the run. Uses DATABASE_URI's server when set, else an embedded PostgreSQL.
 *
 * `npm test -- <part>` runs a part: `checks` (lint, format, typecheck), `unit`, `int` or `e2e`
 * (the build and the browser tests); `npm run test:unit`, `test:int` and `test:e2e` too.
 */
type StageName = 'lint' | 'format' | 'typecheck' | 'unit' | 'int' | 'build' | 'browser'
const stageNames: StageName[] = ['lint', 'format', 'typecheck', 'unit', 'int', 'build', 'browser']
const selections: Record<string, StageName[]> = {
  checks: ['lint', 'format', 'typecheck'],
  unit: ['unit'],
  int: ['int'],
  e2e: ['build', 'browser'],
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<boolean> {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code === 0))
  })
}

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

type Outcome = { name: StageName; result: 'passed' | 'failed' | 'not run'; ms: number }
const outcomes: Outcome[] = []

/** Runs one stage, prints how long it took, and records it for the table at the end. */
async function stage(name: StageName, body: () => Promise<boolean>): Promise<boolean> {
  console.log(`\n=== stage ${name}`)
  const started = Date.now()
  let passed = false
  try {
    passed = await body()
  } catch (error) {
    console.error(error)
  }
  const ms = Date.now() - started
  outcomes.push({ name, result: passed ? 'passed' : 'failed', ms })
  console.log(`=== stage ${name} ${passed ? 'passed' : 'FAILED'} in ${minutes(ms)}`)
  return passed
}

function printSummary(selected: StageName[], totalMs: number) {
  for (const name of selected)
    if (!outcomes.some((outcome) => outcome.name === name))
      outcomes.push({ name, result: 'not run', ms: 0 })
  const rows = outcomes.map((o) => [o.name, o.result, o.result === 'not run' ? '' : minutes(o.ms)])
  rows.push([
    'total',
    outcomes.some((o) => o.result === 'failed') ? 'failed' : '',
    minutes(totalMs),
  ])
  console.log('\nstage      result   duration (m:ss)')
  for (const [name, result, duration] of rows)
    console.log(`${name!.padEnd(10)} ${result!.padEnd(8)} ${duration!.padStart(8)}`)
}

const selection = process.argv[2]
if (selection && !selections[selection]) {
  console.error(`tests/run.ts: unknown part ${selection} (${Object.keys(selections).join(', ')})`)
  process.exit(2)
}
const selected = selection ? selections[selection]! : stageNames
const wanted = (name: StageName) => selected.includes(name)

const startedAt = Date.now()
const secret = process.env.PAYLOAD_SECRET ?? randomBytes(24).toString('hex')
let server: Awaited<ReturnType<typeof acquirePostgres>> | undefined
const created: string[] = []
let failed = false

try {
  if (wanted('lint')) failed = !(await stage('lint', () => run('npx', ['eslint', '.'])))
  if (!failed && wanted('format'))
    failed = !(await stage('format', () => run('npm', ['run', '--silent', 'format:check'])))
  if (!failed && wanted('typecheck'))
    failed = !(await stage('typecheck', () => run('npx', ['tsc', '--noEmit'])))
  if (!failed && wanted('unit'))
    failed = !(await stage('unit', () => run('npx', ['vitest', 'run', '--project', 'unit'])))

  if (!failed && (wanted('int') || wanted('build'))) server = await acquirePostgres()

  if (!failed && server && wanted('int')) {
    const { adminUri } = server
    failed = !(await stage('int', () =>
      run('npx', ['vitest', 'run', '--project', 'int'], {
        TEST_PG_ADMIN_URI: adminUri,
        PAYLOAD_SECRET: secret,
      }),
    ))
  }

  const env: Record<string, string> = { PAYLOAD_SECRET: secret }
  const adminPassword = randomBytes(16).toString('base64url')
  if (!failed && server && wanted('build')) {
    const postgres = server
    failed = !(await stage('build', async () => {
      const database = await createFreshDatabase(postgres, 'e2e')
      created.push(database.name)
      env.DATABASE_URI = database.uri
      for (const script of [
        'src/scripts/migrate.ts',
        'src/scripts/seed.ts',
        'tests/support/create-e2e-staff.ts',
      ]) {
        const result = await runScript(script, { ...env, SEED_ADMIN_PASSWORD: adminPassword })
        if (result.code !== 0)
          throw new Error(`${script} failed (exit code ${result.code}):\n${result.output}`)
      }
      // Next keeps `unstable_cache` data on disk across builds; data of an earlier run's database
      // (dropped since) must not be served to this one.
      await rm('.next/cache/fetch-cache', { recursive: true, force: true })
      return run('npm', ['run', 'build'], env)
    }))
  }

  if (!failed && wanted('browser')) {
    const e2eEnv = { ...env, E2E_ADMIN_PASSWORD: adminPassword }
    // One run, one start of the servers: the chromium project, then the site-settings one on a
    // single worker (playwright.config.ts).
    failed = !(await stage('browser', () => run('npx', ['playwright', 'test'], e2eEnv)))
  }
} catch (error) {
  console.error(error)
  failed = true
} finally {
  if (server) {
    for (const name of created)
      await dropDatabase(server, name).catch((error) => console.error(error))
    await server.stop()
  }
  printSummary(selected, Date.now() - startedAt)
}

process.exit(failed ? 1 : 0)
