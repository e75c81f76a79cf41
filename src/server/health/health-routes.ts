import config from '@payload-config'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { getPayload, type Payload } from 'payload'

import {
  configurationProblems,
  type ConfigurationProblem,
} from '@/domain/configuration/required-settings'
import { getAccountSecuritySettings } from '@/server/auth/account-security-settings'

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

/** `work`'s result, or null when it fails or takes longer than the probe may wait. */
async function withinProbeTime<T>(work: () => Promise<T>): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<null>(
    (resolve) => (timer = setTimeout(resolve, checkTimeoutMs, null)),
  )
  try {
    return await Promise.race([work(), timeout])
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** Payload's pool, or null when Payload did not start (its database is unreachable). */
const payloadPool = (payload: Payload | null): Queryable | null =>
  payload ? (payload.db as unknown as PostgresAdapter).pool : null

/**
 * In production, the settings it is missing: checked at start (serve.ts), and again here because
 * an administrator may turn phone verification on later. Its setting unknown (the database down,
 * which the probe names anyway), it is taken as off. Outside production: none.
 */
async function productionConfigurationProblems(
  payload: Payload | null,
): Promise<ConfigurationProblem[]> {
  if (process.env.NODE_ENV !== 'production') return []
  const settings = payload && (await withinProbeTime(() => getAccountSecuritySettings(payload)))
  return configurationProblems(process.env, {
    phoneVerificationRequired: settings?.phoneVerificationRequired ?? false,
  })
}

/**
 * `GET /api/ready`: 200 when this instance can serve, else 503 naming what failed (and, for the
 * configuration, which settings: names, never values). While the process shuts down the HTTP
 * server answers 503 itself, before Next (draining-readiness.ts).
 */
export async function readinessAnswer(): Promise<Response> {
  const payload = await withinProbeTime(() => getPayload({ config }))
  const readiness = await checkReadiness({
    database: payloadPool(payload),
    expectedMigrations,
    redisUrl: process.env.REDIS_URL || undefined,
    timeoutMs: checkTimeoutMs,
    configurationProblems: await productionConfigurationProblems(payload),
  })
  if (readiness.ready) return probeAnswer({ status: 'ready' }, 200)
  const { failed, configuration } = readiness
  return probeAnswer({ status: 'not ready', failed, ...(configuration && { configuration }) }, 503)
}
