import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  delayAfterFailures,
  judgeSlowdown,
  type SlowdownPolicy,
} from '@/domain/auth/sign-in-slowdown'
import { sqlDatabase } from '@/server/db/sql-database'

export type SlowdownTurn = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Takes a turn on an account's cross-address slowdown (sign-in-slowdown.ts), counted as a failure
 * until `clearSlowdown`. The row is locked while the turn is decided, so tries sent at once on
 * several app instances are heard one after another; the database's clock decides.
 */
export async function takeSlowdownTurn(
  payload: Payload,
  key: string,
  policy: SlowdownPolicy,
): Promise<SlowdownTurn> {
  return sqlDatabase(payload).transaction(async (tx) => {
    await tx.execute(sql`
      insert into rate_limits (key, count, window_started_at, updated_at, created_at)
      values (${key}, 0, now(), now(), now())
      on conflict (key) do nothing`)
    const read = await tx.execute(sql`
      select count, updated_at, now() as db_now from rate_limits where key = ${key} for update`)
    const row = read.rows[0] as { count: number; updated_at: Date | string; db_now: Date | string }
    const now = new Date(row.db_now)
    const verdict = judgeSlowdown(
      { failures: Number(row.count), lastFailureAt: new Date(row.updated_at) },
      now,
      policy,
    )
    if (!verdict.allowed) return verdict
    const delay = delayAfterFailures(verdict.failures, policy)
    await tx.execute(sql`
      update rate_limits set
        count = ${verdict.failures},
        window_started_at = case when ${verdict.failures} = 1 then now() else window_started_at end,
        blocked_until = now() + make_interval(secs => ${delay}),
        updated_at = now()
      where key = ${key}`)
    return { allowed: true as const }
  })
}

export async function clearSlowdown(payload: Payload, key: string): Promise<void> {
  await sqlDatabase(payload).execute(sql`delete from rate_limits where key = ${key}`)
}
