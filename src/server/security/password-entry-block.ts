import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rate_limits } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare, type Fields } from '@/server/db/sql-names'

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
    select ${rate_limits.blockedUntil} from ${rate_limits}
     where ${rate_limits.key} = ${key} and ${rate_limits.blockedUntil} > now()`)
  const row = result.rows[0] as Fields<[typeof rate_limits.blockedUntil, Date | string]> | undefined
  return row ? new Date(row.blocked_until) : null
}

/** Counts a wrong password; returns the end of the block when this failure started one. */
export async function recordWrongPassword(
  payload: Payload,
  key: string,
  settings: BlockSettings,
): Promise<Date | null> {
  const windowSeconds = settings.passwordBlockMinutes * 60
  const windowOpen = sql`${rate_limits.windowStartedAt} > now() - make_interval(secs => ${windowSeconds})`
  const nextCount = sql`case when ${windowOpen} then ${rate_limits.count} + 1 else 1 end`
  const result = await sqlDatabase(payload).execute(sql`
    insert into ${rate_limits} (${bare(rate_limits.key)}, ${bare(rate_limits.count)},
      ${bare(rate_limits.windowStartedAt)}, ${bare(rate_limits.updatedAt)},
      ${bare(rate_limits.createdAt)})
    values (${key}, 1, now(), now(), now())
    on conflict (${bare(rate_limits.key)}) do update set
      ${bare(rate_limits.count)} = ${nextCount},
      ${bare(rate_limits.windowStartedAt)} =
        case when ${windowOpen} then ${rate_limits.windowStartedAt} else now() end,
      ${bare(rate_limits.blockedUntil)} = case when ${nextCount} >= ${settings.failedLoginLimit}
        then now() + make_interval(secs => ${windowSeconds}) else null end,
      ${bare(rate_limits.updatedAt)} = now()
    returning ${rate_limits.count}, ${rate_limits.blockedUntil}`)
  const row = result.rows[0] as Fields<
    [typeof rate_limits.count, number] | [typeof rate_limits.blockedUntil, Date | string | null]
  >
  if (Number(row.count) >= settings.failedLoginLimit && row.blocked_until)
    return new Date(row.blocked_until)
  return null
}

export async function clearWrongPasswords(payload: Payload, key: string): Promise<void> {
  await sqlDatabase(payload).execute(
    sql`delete from ${rate_limits} where ${rate_limits.key} = ${key}`,
  )
}
