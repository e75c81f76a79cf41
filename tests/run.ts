import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'

import { acquirePostgres, createFreshDatabase, dropDatabase, runScript } from './support/database'

/**
 * `npm test`, stopping at the first stage that fails:
 * - the checks that need nothing (lint, prettier, typecheck) and the unit tests, side by side (each
 *   mostly one process on one core; each prints its output whole when it ends);
 * - the integration tests (each worker on its copy of a freshly migrated database);
 * - a production build on a freshly migrated and seeded database;
 * - the browser tests (Debian's Chromium) against it.
 * The build is not made beside the integration tests: both keep two cores busy, and together they
 * took a minute longer than one after the other (docs/testing.md#durations). Each stage prints its
 * duration, and a table of them all ends the run. Uses DATABASE_URI's server when set, else an
 * embedded PostgreSQL.
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

type Output = 'inherit' | 'buffer'
/** Whether the command exited 0; with `buffer`, its output is printed at once when it ends. */
function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  output: Output = 'inherit',
): Promise<boolean> {
  const line = `$ ${command} ${args.join(' ')}`
  if (output === 'inherit') console.log(`\n${line}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
    running.add(child)
    const chunks: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('exit', (code) => {
      running.delete(child)
      if (output === 'buffer') process.stdout.write(`\n${line}\n${Buffer.concat(chunks)}`)
      resolve(code === 0)
    })
  })
}

/** Processes of stages under way: one that fails stops the ones beside it. */
const running = new Set<ChildProcess>()
let stopped = false
const stopRunning = () => {
  stopped = true
  for (const child of running) child.kill('SIGTERM')
}

const minutes = (ms: number) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

type Outcome = {
  name: StageName
  result: 'passed' | 'failed' | 'stopped' | 'not run'
  ms: number
}
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
  // Ended by another stage's failure, not by one of its own.
  const result = passed ? 'passed' : stopped ? 'stopped' : 'failed'
  outcomes.push({ name, result, ms })
  console.log(`=== stage ${name} ${result === 'failed' ? 'FAILED' : result} in ${minutes(ms)}`)
  if (!passed) stopRunning()
  return passed
}

/** Stages side by side; passed when all did. */
async function together(...stages: Promise<boolean>[]): Promise<boolean> {
  return (await Promise.all(stages)).every(Boolean)
}

function printSummary(selected: StageName[], totalMs: number) {
  for (const name of selected)
    if (!outcomes.some((outcome) => outcome.name === name))
      outcomes.push({ name, result: 'not run', ms: 0 })
  outcomes.sort((a, b) => stageNames.indexOf(a.name) - stageNames.indexOf(b.name))
  const rows = outcomes.map((o) => [o.name, o.result, o.result === 'not run' ? '' : minutes(o.ms)])
  rows.push([
    'total',
    outcomes.some((o) => o.result === 'failed') ? 'failed' : '',
    minutes(totalMs),
  ])
  console.log(
    '\nstage      result   duration (m:ss; stages side by side overlap, the total is wall time)',
  )
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
const env: Record<string, string> = { PAYLOAD_SECRET: secret }
const adminPassword = randomBytes(16).toString('base64url')

/** Migrates and seeds the browser tests' database, then makes the production build on it. */
async function build(postgres: NonNullable<typeof server>): Promise<boolean> {
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
}

try {
  // Side by side; each prints its output whole when it ends.
  const checks = (['lint', 'format', 'typecheck', 'unit'] as const).filter(wanted)
  const commands: Record<(typeof checks)[number], [string, string[]]> = {
    lint: ['npx', ['eslint', '.']],
    format: ['npm', ['run', '--silent', 'format:check']],
    typecheck: ['npx', ['tsc', '--noEmit']],
    unit: ['npx', ['vitest', 'run', '--project', 'unit']],
  }
  const alone = checks.length === 1
  failed = !(await together(
    ...checks.map((name) =>
      stage(name, () => run(...commands[name], {}, alone ? 'inherit' : 'buffer')),
    ),
  ))

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

  if (!failed && server && wanted('build')) {
    const postgres = server
    failed = !(await stage('build', () => build(postgres)))
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
