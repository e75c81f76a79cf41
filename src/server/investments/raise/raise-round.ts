import { sql } from '@payloadcms/db-postgres'
import type { PgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

/**
 * One round of the raises' schedule: its clock (a test passes its own), and the projects it may
 * touch (all when unset; a test, or an operator settling one project, names them).
 */
export type RaiseRound = { now: Date; projects?: readonly number[] }

/** `and <column> in (…)` for a round limited to some projects; nothing otherwise. */
export function inRound(round: RaiseRound, column: PgColumn) {
  if (!round.projects) return sql``
  if (round.projects.length === 0) return sql` and false`
  return sql` and ${column} in (${sql.join(
    round.projects.map((id) => sql`${id}`),
    sql`, `,
  )})`
}
