import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import pg from 'pg'

import { ensureDatabase, startEmbeddedPostgres } from '@/server/db/embedded-postgres'
import { sourceScriptNodeArgs } from '@/server/dev/node-args'

export type PostgresServer = {
  adminUri: string
  uriFor: (db: string) => string
  stop: () => Promise<void>
}

function withDatabase(uri: string, database: string): string {
  const url = new URL(uri)
  url.pathname = `/${database}`
  return url.toString()
}

/**
 * The PostgreSQL server tests run against: TEST_PG_ADMIN_URI, else the server of DATABASE_URI,
 * else an embedded one under `.data/` (a real server either way, never a mock).
 */
export async function acquirePostgres(): Promise<PostgresServer> {
  const given =
    process.env.TEST_PG_ADMIN_URI ??
    (process.env.DATABASE_URI ? withDatabase(process.env.DATABASE_URI, 'postgres') : undefined)
  if (given) {
    const host = new URL(given).hostname
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
      throw new Error(`tests create and drop databases: refusing the non-local server ${host}`)
    }
    return { adminUri: given, uriFor: (db) => withDatabase(given, db), stop: async () => {} }
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: '.data/postgres-test',
    port: Number(process.env.EMBEDDED_TEST_PG_PORT ?? 54330),
  })
  return { adminUri: embedded.adminUri, uriFor: embedded.uriFor, stop: embedded.stop }
}

/**
 * A new empty database named `<TEST_DATABASE_PREFIX><prefix>_<time>_<random>` (the optional
 * TEST_DATABASE_PREFIX tells apart the databases of several checkouts sharing one server).
 */
export async function createFreshDatabase(
  server: PostgresServer,
  prefix: string,
): Promise<{ name: string; uri: string }> {
  const name = `${process.env.TEST_DATABASE_PREFIX ?? ''}${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`
  await ensureDatabase(server.adminUri, name)
  return { name, uri: server.uriFor(name) }
}

/**
 * The database `name`, copied from `template` (`CREATE DATABASE ... TEMPLATE`: a file copy,
 * far quicker than migrating) unless it exists already. An advisory lock on the name makes two
 * callers asking for the same copy at once create it once. The template must have no open
 * connections while it is copied.
 */
export async function cloneDatabase(
  adminUri: string,
  template: string,
  name: string,
): Promise<void> {
  for (const database of [template, name])
    if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`invalid database name ${database}`)
  const client = new pg.Client({ connectionString: adminUri })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name])
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name}" template "${template}"`)
  } finally {
    // Ending the session releases the lock.
    await client.end()
  }
}

export async function dropDatabase(server: PostgresServer, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: server.adminUri })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name}" with (force)`)
  } finally {
    await client.end()
  }
}

/** The names of the databases on the server that start with `prefix`. */
export async function databasesNamed(server: PostgresServer, prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: server.adminUri })
  await client.connect()
  try {
    const found = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1) order by datname',
      [prefix],
    )
    return found.rows.map((row) => row.datname)
  } finally {
    await client.end()
  }
}

/** Runs one of `src/scripts/*.ts` in a child process, as `npm run …` would. */
export function runScript(
  script: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...sourceScriptNodeArgs, script, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('exit', (code) => resolve({ code: code ?? 1, output }))
  })
}
