import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { sqlDatabase } from '@/server/db/sql-database'

/**
 * Spec 4, account locks: password entry is blocked after too many wrong passwords. The caller
 * names what is blocked (sign-in-throttle.ts: an address for one source IP or one known device,
 * never an address everywhere); the count is kept whether or not an account has the address, so
 * the block itself does not reveal which addresses are registered.
 */
export type BlockSettings = { failedLoginLimit: number; passwordBlockMinutes: number }

export async function passwordEntryBlockedUntil(
  payload: Payload,
  key: string,
): Promise<Date | null> {
  const result = await sqlDatabase(payload).execute(sql`
    select blocked_until from rate_limits where key = ${key} and blocked_until > now()`)
  const row = result.rows[0] as { blocked_until: Date | string } | undefined
  return row ? new Date(row.blocked_until) : null
}

/** Counts a wrong password; returns the end of the block when this failure started one. */
export async function recordWrongPassword(
  payload: Payload,
  key: string,
  settings: BlockSettings,
): Promise<Date | null> {
  const windowSeconds = settings.passwordBlockMinutes * 60
  const windowOpen = sql`rate_limits.window_started_at > now() - make_interval(secs => ${windowSeconds})`
  const nextCount = sql`case when ${windowOpen} then rate_limits.count + 1 else 1 end`
  const result = await sqlDatabase(payload).execute(sql`
    insert into rate_limits (key, count, window_started_at, updated_at, created_at)
    values (${key}, 1, now(), now(), now())
    on conflict (key) do update set
      count = ${nextCount},
      window_started_at = case when ${windowOpen} then rate_limits.window_started_at else now() end,
      blocked_until = case when ${nextCount} >= ${settings.failedLoginLimit}
        then now() + make_interval(secs => ${windowSeconds}) else null end,
      updated_at = now()
    returning count, blocked_until`)
  const row = result.rows[0] as { count: number; blocked_until: Date | string | null }
  if (Number(row.count) >= settings.failedLoginLimit && row.blocked_until)
    return new Date(row.blocked_until)
  return null
}

export async function clearWrongPasswords(payload: Payload, key: string): Promise<void> {
  await sqlDatabase(payload).execute(sql`delete from rate_limits where key = ${key}`)
}
