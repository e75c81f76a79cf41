import config from '@payload-config'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload } from 'payload'

import { expectedMigrations } from './expected-migrations'
import { checkReadiness, type Queryable } from './readiness'

const checkTimeoutMs = 2000

/** Probes' answers are about this moment: no cache, ours, Next's or a proxy's, may keep one. */
function probeAnswer(body: object, status: number): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/** `GET /api/health`: the process answers. Touches nothing else, so it stays cheap. */
export function healthAnswer(): Response {
  return probeAnswer({ status: 'ok' }, 200)
}

/** Payload's pool, or null when Payload does not start in time (its database is unreachable). */
async function payloadPool(): Promise<Queryable | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>(
    (resolve) => (timer = setTimeout(resolve, checkTimeoutMs, null)),
  )
  try {
    const payload = await Promise.race([getPayload({ config }), timeout])
    return payload ? (payload.db as unknown as PostgresAdapter).pool : null
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `GET /api/ready`: 200 when this instance can serve, else 503 naming what failed. While the
 * process shuts down the HTTP server answers 503 itself, before Next (draining-readiness.ts).
 */
export async function readinessAnswer(): Promise<Response> {
  const readiness = await checkReadiness({
    database: await payloadPool(),
    expectedMigrations,
    redisUrl: process.env.REDIS_URL || undefined,
    timeoutMs: checkTimeoutMs,
  })
  return readiness.ready
    ? probeAnswer({ status: 'ready' }, 200)
    : probeAnswer({ status: 'not ready', failed: readiness.failed }, 503)
}
