import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import {
  delayAfterFailures,
  judgeSlowdown,
  type SlowdownPolicy,
} from '@/domain/auth/sign-in-slowdown'
import { rate_limits } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'

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
      insert into ${rate_limits} (${bare(rate_limits.key)}, ${bare(rate_limits.count)},
        ${bare(rate_limits.windowStartedAt)}, ${bare(rate_limits.updatedAt)},
        ${bare(rate_limits.createdAt)})
      values (${key}, 0, now(), now(), now())
      on conflict (${bare(rate_limits.key)}) do nothing`)
    const read = await tx.execute(sql`
      select ${rate_limits.count}, ${rate_limits.updatedAt}, now() as db_now from ${rate_limits}
       where ${rate_limits.key} = ${key} for update`)
    const row = read.rows[0] as Fields<
      [typeof rate_limits.count, number] | [typeof rate_limits.updatedAt, Date | string]
    > & { db_now: Date | string }
    const now = new Date(row.db_now)
    const verdict = judgeSlowdown(
      { failures: Number(row.count), lastFailureAt: new Date(row.updated_at) },
      now,
      policy,
    )
    if (!verdict.allowed) return verdict
    const delay = delayAfterFailures(verdict.failures, policy)
    await tx.execute(sql`
      update ${rate_limits} set
        ${bare(rate_limits.count)} = ${verdict.failures},
        ${bare(rate_limits.windowStartedAt)} =
          case when ${verdict.failures} = 1 then now() else ${rate_limits.windowStartedAt} end,
        ${bare(rate_limits.blockedUntil)} = now() + make_interval(secs => ${delay}),
        ${bare(rate_limits.updatedAt)} = now()
      where ${rate_limits.key} = ${key}`)
    return { allowed: true as const }
  })
}

export async function clearSlowdown(payload: Payload, key: string): Promise<void> {
  await sqlDatabase(payload).execute(
    sql`delete from ${rate_limits} where ${rate_limits.key} = ${key}`,
  )
}
