import { readdirSync } from 'node:fs'

import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  acquirePostgres,
  createFreshDatabase,
  dropDatabase,
  runScript,
  type PostgresServer,
} from '../support/database'
import { startRedisServer } from '../support/redis-server'

const migrationFiles = readdirSync('migrations').filter((f) => /^\d.*\.ts$/.test(f))

describe('migrations', () => {
  let server: PostgresServer
  let database: { name: string; uri: string }

  beforeAll(async () => {
    server = await acquirePostgres()
    database = await createFreshDatabase(server, 'int_migrate')
  })
  afterAll(async () => {
    await dropDatabase(server, database.name)
  })

  async function query<T extends pg.QueryResultRow>(sql: string): Promise<T[]> {
    const client = new pg.Client({ connectionString: database.uri })
    await client.connect()
    try {
      return (await client.query<T>(sql)).rows
    } finally {
      await client.end()
    }
  }

  // Every migration from zero, twice, in child processes: slow on a busy machine.
  it('migrates an empty database from zero, recording every migration once', async () => {
    const redis = await startRedisServer('int-migrate-Secret-7731')
    const redisUrl = `redis://:int-migrate-Secret-7731@127.0.0.1:${redis.port}/0`
    const env = {
      DATABASE_URI: database.uri,
      PAYLOAD_SECRET: 'migration-test',
      REDIS_URL: redisUrl,
    }
    const first = await runScript('src/scripts/migrate.ts', env)
    expect(first.code, first.output).toBe(0)
    // Migrations may rewrite content a running site has cached: every page is expired.
    expect(first.output).toContain('migrate: cached pages expired (redis)')
    const watcher = new Redis(redisUrl)
    expect(await watcher.hget('cache:tag-expirations', '_N_T_/layout')).toMatch(/^\d+$/)
    watcher.disconnect()
    await redis.stop()

    const applied = await query<{ name: string; batch: number }>(
      'select name, batch from payload_migrations order by name',
    )
    expect(applied.map((row) => row.name)).toEqual(
      migrationFiles.map((f) => f.replace(/\.ts$/, '')),
    )
    expect(applied.every((row) => row.batch > 0)).toBe(true) // never a schema push (batch -1)

    const tables = await query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    )
    const names = tables.map((t) => t.table_name)
    expect(names).toEqual(
      expect.arrayContaining([
        'users',
        'pages',
        'pages_locales',
        '_pages_v',
        'navigation',
        'footer',
      ]),
    )

    const second = await runScript('src/scripts/migrate.ts', env)
    expect(second.code, second.output).toBe(0)
    expect(second.output).not.toContain('cached pages expired') // nothing was applied
    expect(await query('select name from payload_migrations')).toHaveLength(migrationFiles.length)
  }, 180_000)
})
