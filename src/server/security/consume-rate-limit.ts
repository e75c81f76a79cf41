import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { RateLimitRule } from '@/domain/auth/rate-limit-rules'
import { sqlDatabase } from '@/server/db/sql-database'

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number }

/** Rows hold a hash of the IP or e-mail, never the value itself. */
export function rateLimitKey(name: string, subject: string): string {
  return `${name}:${createHash('sha256').update(subject).digest('hex').slice(0, 40)}`
}

/**
 * Counts one attempt against a fixed window with a single atomic upsert, so that concurrent
 * requests on several app instances cannot slip past the limit.
 */
export async function consumeRateLimit(
  payload: Payload,
  rule: RateLimitRule,
  subject: string,
): Promise<RateLimitResult> {
  const key = rateLimitKey(rule.name, subject)
  const windowOpen = sql`rate_limits.window_started_at > now() - make_interval(secs => ${rule.windowSeconds})`
  const result = await sqlDatabase(payload).execute(sql`
    insert into rate_limits (key, count, window_started_at, updated_at, created_at)
    values (${key}, 1, now(), now(), now())
    on conflict (key) do update set
      count = case when ${windowOpen} then rate_limits.count + 1 else 1 end,
      window_started_at = case when ${windowOpen} then rate_limits.window_started_at else now() end,
      updated_at = now()
    returning count, extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())) as remaining`)
  const row = result.rows[0] as { count: number; remaining: string }
  if (Math.random() < 0.01) void purgeStaleCounters(payload)
  return {
    allowed: Number(row.count) <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))),
  }
}

async function purgeStaleCounters(payload: Payload) {
  await sqlDatabase(payload).execute(sql`
    delete from rate_limits
    where updated_at < now() - interval '1 day' and (blocked_until is null or blocked_until < now())`)
}
