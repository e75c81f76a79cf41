import { sql } from '@payloadcms/db-postgres'

import type { ProjectStatus } from '@/domain/projects/project-status'
import { _projects_v, projects } from '@/payload-generated-schema'
import { bare, type Fields } from '@/server/db/sql-names'
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
    update ${projects}
       set ${bare(projects.status)} = ${change.to},
           ${bare(projects.securitiesIssuedAt)} =
             coalesce(${issued}::timestamptz, ${projects.securitiesIssuedAt}),
           ${bare(projects.updatedAt)} = now()
     where ${projects.id} = ${change.projectId} and ${projects.status} = ${change.from}
    returning ${projects.alias}`)
  const row = updated.rows[0] as Fields<[typeof projects.alias, string]> | undefined
  if (!row) return null
  await db.execute(sql`
    update ${_projects_v}
       set ${bare(_projects_v.version_status)} = ${change.to},
           ${bare(_projects_v.version_securitiesIssuedAt)} =
             coalesce(${issued}::timestamptz, ${_projects_v.version_securitiesIssuedAt})
     where ${_projects_v.parent} = ${change.projectId} and ${_projects_v.latest}`)
  return row.alias
}
