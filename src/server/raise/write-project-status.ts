import { sql } from '@payloadcms/db-postgres'

import type { ProjectStatus } from '@/domain/projects/project-status'
import type { Transaction } from '@/server/db/with-transaction'

/**
 * Moves a project from `from` to `to` in one conditional UPDATE (two runs racing, or staff and
 * the schedule, change it once: the loser finds another status and answers null). Written on the
 * project's row and on its latest version, so an editor's draft shows the new status and cannot
 * publish the old one back (`keepLiveStatus` guards saves too). Plain SQL on purpose: Payload's
 * update of a project with a newer draft would publish that draft's unfinished edits. Answers the
 * project's alias, for its pages' caches.
 */
export async function writeProjectStatus(
  { db }: Transaction,
  change: { projectId: number; from: ProjectStatus; to: ProjectStatus; securitiesIssuedAt?: Date },
): Promise<string | null> {
  const issued = change.securitiesIssuedAt?.toISOString() ?? null
  const updated = await db.execute(sql`
    update projects
       set status = ${change.to},
           securities_issued_at = coalesce(${issued}::timestamptz, securities_issued_at),
           updated_at = now()
     where id = ${change.projectId} and status = ${change.from}
    returning alias`)
  const row = updated.rows[0] as { alias: string } | undefined
  if (!row) return null
  await db.execute(sql`
    update _projects_v
       set version_status = ${change.to},
           version_securities_issued_at = coalesce(${issued}::timestamptz, version_securities_issued_at)
     where parent_id = ${change.projectId} and latest`)
  return row.alias
}
