import { sql } from '@payloadcms/db-postgres'

import { israelDayOf } from '@/domain/projects/israel-time'
import type { ProjectStatus } from '@/domain/projects/project-status'
import type { RaiseFacts } from '@/domain/projects/raise-schedule'
import { projects } from '@/payload-generated-schema'
import type { Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'

type Row = Fields<
  | [typeof projects.status, ProjectStatus]
  | [typeof projects.endDate | typeof projects.extensionEndDate, Date | string | null]
>

/** A raise's status and end days in Israel's calendar, as the transaction sees them. */
export async function readRaiseTiming(
  { db }: Transaction,
  projectId: number,
): Promise<Pick<RaiseFacts, 'status' | 'endDay' | 'extensionEndDay'> | null> {
  const found = await db.execute(
    sql`select ${projects.status}, ${projects.endDate}, ${projects.extensionEndDate}
          from ${projects} where ${projects.id} = ${projectId}`,
  )
  const row = found.rows[0] as Row | undefined
  if (!row) return null
  return {
    status: row.status,
    endDay: israelDayOf(row.end_date),
    extensionEndDay: israelDayOf(row.extension_end_date),
  }
}
