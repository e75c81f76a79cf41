import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'

import { acquirePostgres, createFreshDatabase, dropDatabase, runScript } from './support/database'

/**
 * `npm test`: unit, integration (fresh migrated database) and browser tests (fresh migrated and
 * seeded database, production build, Debian's Chromium). Uses DATABASE_URI's server when set,
 * else an embedded PostgreSQL.
 */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

const only = process.argv[2] as 'unit' | 'int' | 'e2e' | undefined
const server = await acquirePostgres()
const secret = process.env.PAYLOAD_SECRET ?? randomBytes(24).toString('hex')
const created: string[] = []
let failed = false

try {
  if (!only || only === 'unit')
    failed ||= (await run('npx', ['vitest', 'run', '--project', 'unit'])) !== 0

  if (!failed && (!only || only === 'int')) {
    failed ||=
      (await run('npx', ['vitest', 'run', '--project', 'int'], {
        TEST_PG_ADMIN_URI: server.adminUri,
        PAYLOAD_SECRET: secret,
      })) !== 0
  }

  if (!failed && (!only || only === 'e2e')) {
    const database = await createFreshDatabase(server, 'e2e')
    created.push(database.name)
    const adminPassword = randomBytes(16).toString('base64url')
    const env = { DATABASE_URI: database.uri, PAYLOAD_SECRET: secret }
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
    failed ||= (await run('npm', ['run', 'build'], env)) !== 0
    const e2eEnv = { ...env, E2E_ADMIN_PASSWORD: adminPassword }
    if (!failed)
      failed ||= (await run('npx', ['playwright', 'test', '--project', 'chromium'], e2eEnv)) !== 0
    // Tests that change site-wide settings, one at a time: two files changing the same global at
    // once would see each other's settings.
    if (!failed)
      failed ||=
        (await run(
          'npx',
          ['playwright', 'test', '--project', 'site-settings', '--no-deps', '--workers', '1'],
          e2eEnv,
        )) !== 0
  }
} finally {
  for (const name of created)
    await dropDatabase(server, name).catch((error) => console.error(error))
  await server.stop()
}

process.exit(failed ? 1 : 0)
