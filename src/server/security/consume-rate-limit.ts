import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { RateLimitRule } from '@/domain/auth/rate-limit-rules'
import { rate_limits } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'

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
  const windowOpen = sql`${rate_limits.windowStartedAt} > now() - make_interval(secs => ${rule.windowSeconds})`
  const result = await sqlDatabase(payload).execute(sql`
    insert into ${rate_limits} (${bare(rate_limits.key)}, ${bare(rate_limits.count)},
      ${bare(rate_limits.windowStartedAt)}, ${bare(rate_limits.updatedAt)},
      ${bare(rate_limits.createdAt)})
    values (${key}, 1, now(), now(), now())
    on conflict (${bare(rate_limits.key)}) do update set
      ${bare(rate_limits.count)} = case when ${windowOpen} then ${rate_limits.count} + 1 else 1 end,
      ${bare(rate_limits.windowStartedAt)} =
        case when ${windowOpen} then ${rate_limits.windowStartedAt} else now() end,
      ${bare(rate_limits.updatedAt)} = now()
    returning ${rate_limits.count},
      extract(epoch from (${rate_limits.windowStartedAt}
                          + make_interval(secs => ${rule.windowSeconds}) - now())) as remaining`)
  const row = result.rows[0] as Fields<[typeof rate_limits.count, number]> & { remaining: string }
  if (Math.random() < 0.01) void purgeStaleCounters(payload)
  return {
    allowed: Number(row.count) <= rule.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))),
  }
}

async function purgeStaleCounters(payload: Payload) {
  await sqlDatabase(payload).execute(sql`
    delete from ${rate_limits}
    where ${rate_limits.updatedAt} < now() - interval '1 day'
      and (${rate_limits.blockedUntil} is null or ${rate_limits.blockedUntil} < now())`)
}
