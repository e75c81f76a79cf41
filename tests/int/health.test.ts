import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import pg from 'pg'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/(payload)/api/health/route'
import { GET as ready } from '@/app/(payload)/api/ready/route'
import { withDrainingReadiness } from '@/server/health/draining-readiness'
import { expectedMigrations } from '@/server/health/expected-migrations'
import { checkReadiness } from '@/server/health/readiness'

import {
  acquirePostgres,
  createFreshDatabase,
  dropDatabase,
  type PostgresServer,
} from '../support/database'
import { testPayload } from '../support/payload'
import { freePort, startRedisServer } from '../support/redis-server'

const redisPassword = 'int-redis-Secret-7731'

describe('GET /api/health and /api/ready', () => {
  let server: PostgresServer
  let partlyMigrated: { name: string; uri: string }
  let partlyMigratedPool: pg.Pool
  let redis: Awaited<ReturnType<typeof startRedisServer>>

  beforeAll(async () => {
    await testPayload()
    server = await acquirePostgres()
    // A database one committed migration behind, as after a deploy whose migrate step failed.
    partlyMigrated = await createFreshDatabase(server, 'int_ready')
    partlyMigratedPool = new pg.Pool({ connectionString: partlyMigrated.uri, max: 2 })
    await partlyMigratedPool.query('create table payload_migrations (name varchar, batch numeric)')
    for (const name of expectedMigrations.slice(0, -1))
      await partlyMigratedPool.query(`insert into payload_migrations values ('${name}', 1)`)
    redis = await startRedisServer(redisPassword)
  })
  afterEach(() => {
    delete process.env.REDIS_URL
  })
  afterAll(async () => {
    await partlyMigratedPool?.end()
    if (partlyMigrated) await dropDatabase(server, partlyMigrated.name)
    await redis?.stop()
  })

  it('health answers 200 without caching', async () => {
    const response = health()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('ready answers 200 when the database is migrated, and never tells versions or secrets', async () => {
    const response = await ready()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ready' })
  })

  it('ready answers 503 naming the migrations when one is not applied', async () => {
    const readiness = await checkReadiness({
      database: partlyMigratedPool,
      expectedMigrations,
      timeoutMs: 2000,
    })
    expect(readiness).toEqual({ ready: false, failed: ['migrations'] })
  })

  it('a database that never ran a migration is not ready either', async () => {
    const empty = await createFreshDatabase(server, 'int_ready_empty')
    const pool = new pg.Pool({ connectionString: empty.uri, max: 1 })
    try {
      const readiness = await checkReadiness({
        database: pool,
        expectedMigrations,
        timeoutMs: 2000,
      })
      expect(readiness).toEqual({ ready: false, failed: ['migrations'] })
    } finally {
      await pool.end()
      await dropDatabase(server, empty.name)
    }
  })

  it('ready answers 503 naming the database when it is unreachable, within the timeout', async () => {
    const closedPort = await freePort()
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${closedPort}/x` })
    try {
      const started = Date.now()
      const readiness = await checkReadiness({
        database: pool,
        expectedMigrations,
        timeoutMs: 2000,
      })
      expect(readiness).toEqual({ ready: false, failed: ['database'] })
      expect(Date.now() - started).toBeLessThan(3000)
    } finally {
      await pool.end()
    }
  })

  it('checks Redis when REDIS_URL is set: 200 while it answers PING', async () => {
    process.env.REDIS_URL = `redis://:${redisPassword}@127.0.0.1:${redis.port}/0`
    const response = await ready()
    expect(await response.json()).toEqual({ status: 'ready' })
    expect(response.status).toBe(200)
  })

  it('answers 503 naming Redis when it refuses the password or is not there, hiding the URL', async () => {
    process.env.REDIS_URL = `redis://:wrong-${redisPassword}@127.0.0.1:${redis.port}/0`
    const refused = await ready()
    expect(refused.status).toBe(503)
    const refusedBody = await refused.text()
    expect(JSON.parse(refusedBody)).toEqual({ status: 'not ready', failed: ['redis'] })
    expect(refusedBody).not.toContain(redisPassword)

    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`
    const absent = await ready()
    expect(absent.status).toBe(503)
    expect(await absent.json()).toEqual({ status: 'not ready', failed: ['redis'] })
  })

  describe('in production, the settings it cannot run without', () => {
    const changed = ['NODE_ENV', 'IDENTITY_DATA_KEY', 'TWILIO_ACCOUNT_SID'] as const
    let saved: Partial<Record<(typeof changed)[number], string>>
    beforeEach(() => {
      saved = Object.fromEntries(changed.map((name) => [name, process.env[name]]))
      // The integration run's settings are production's, with an identity key of its own.
      Object.assign(process.env, {
        NODE_ENV: 'production',
        IDENTITY_DATA_KEY: 'int-identity-data-key-not-secret',
      })
    })
    afterEach(async () => {
      // Next's types make NODE_ENV read-only; the process's environment is not.
      const env: Record<string, string | undefined> = process.env
      for (const name of changed)
        if (saved[name] === undefined) delete env[name]
        else env[name] = saved[name]
      const payload = await testPayload()
      await payload.updateGlobal({
        slug: 'account-security',
        data: { phoneVerificationRequired: false },
      })
    })

    it('are all set here: ready', async () => {
      const response = await ready()
      expect(await response.json()).toEqual({ status: 'ready' })
    })

    it('answers 503 naming a missing setting, never a value', async () => {
      delete process.env.IDENTITY_DATA_KEY
      const response = await ready()
      expect(response.status).toBe(503)
      const body = await response.text()
      expect(JSON.parse(body)).toEqual({
        status: 'not ready',
        failed: ['configuration'],
        configuration: ['IDENTITY_DATA_KEY not set'],
      })
      for (const value of [process.env.PAYLOAD_SECRET!, process.env.STRIPE_SECRET_KEY!])
        expect(body).not.toContain(value)
    })

    it('answers 503 while phone verification is required with no SMS gateway', async () => {
      const payload = await testPayload()
      await payload.updateGlobal({
        slug: 'account-security',
        data: { phoneVerificationRequired: true },
      })
      expect((await ready()).status).toBe(200)
      // The gateway gone (an instance started without it while the database could not say that
      // phone verification is on, or the setting changed in the database directly).
      delete process.env.TWILIO_ACCOUNT_SID
      const response = await ready()
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        status: 'not ready',
        failed: ['configuration'],
        configuration: ['TWILIO_ACCOUNT_SID not set (phone verification is on)'],
      })
    })

    it('an administrator cannot turn phone verification on without an SMS gateway', async () => {
      delete process.env.TWILIO_ACCOUNT_SID
      const payload = await testPayload()
      await expect(
        payload.updateGlobal({
          slug: 'account-security',
          data: { phoneVerificationRequired: true },
        }),
      ).rejects.toMatchObject({
        data: {
          errors: [
            {
              path: 'phoneVerificationRequired',
              // Payload's own requests speak Hebrew, the admin's default language.
              message: expect.stringContaining('לא הוגדר בשרת שער SMS (TWILIO_ACCOUNT_SID)'),
            },
          ],
        },
      })
      const stored = await payload.findGlobal({ slug: 'account-security' })
      expect(stored.phoneVerificationRequired).toBe(false)
      expect((await ready()).status).toBe(200)
    })
  })

  it('answers 503 while the process shuts down, so that a load balancer drains it', async () => {
    // Our HTTP server in front of the routes, as start-http-server.ts puts it in front of Next.
    const routes = async (req: IncomingMessage, res: ServerResponse) => {
      const response = req.url === '/api/ready' ? await ready() : health()
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(await response.text())
    }
    const readiness = withDrainingReadiness(routes)
    const http = createServer((req, res) => void readiness.handle(req, res))
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    try {
      expect((await fetch(`${base}/api/ready`)).status).toBe(200)
      readiness.markShuttingDown()
      for (const path of ['/api/ready', '/api/ready?probe=lb']) {
        const response = await fetch(base + path)
        expect(response.status).toBe(503)
        expect(response.headers.get('cache-control')).toBe('no-store')
        expect(await response.json()).toEqual({ status: 'not ready', failed: ['shutting-down'] })
      }
      expect((await fetch(`${base}/api/health`)).status).toBe(200) // alive until it exits
    } finally {
      await new Promise((resolve) => http.close(resolve))
    }
  })
})
