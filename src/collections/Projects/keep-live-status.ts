import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook } from 'payload'

import type { ProjectStatus } from '@/domain/projects/project-status'
import { transactionDatabase } from '@/server/for-payload-config'

type LiveRow = {
  status: ProjectStatus
  end_date: Date | string | null
  extension_end_date: Date | string | null
  securities_issued_at: Date | string | null
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/** Once a raise is extended or over, its dates are history: the close was decided on them. */
const datesSettled: readonly ProjectStatus[] = [
  'raising_extend',
  'success_finished',
  'unsuccess_finished',
  'running',
]

/**
 * Staff never set a project's status by saving it: a new project starts as `new`, and a save
 * (a draft, an autosave, a publish, a restored version) keeps the status the project has now, read
 * from the project's own row, not from the draft being saved. Only the status machine's operations
 * change it (`src/server/projects/change-project-status.ts`, `advance-raise-statuses.ts`), in SQL.
 * Once a raise was extended or ended, its end dates stay as they were. Code running without a
 * signed-in staff member (the seed, tests) writes what it is given.
 */
export const keepLiveStatus: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (req.user?.collection !== 'users') return data
  if (operation === 'create') return { ...data, status: 'new', securitiesIssuedAt: null }
  const id = (originalDoc as { id?: number } | undefined)?.id
  if (id === undefined) return data
  const db = await transactionDatabase(req)
  const result = await db.execute(sql`
    select status, end_date, extension_end_date, securities_issued_at from projects where id = ${id}`)
  const live = result.rows[0] as LiveRow | undefined
  if (!live) return data
  const kept = { ...data, status: live.status, securitiesIssuedAt: iso(live.securities_issued_at) }
  if (!datesSettled.includes(live.status)) return kept
  return { ...kept, endDate: iso(live.end_date), extensionEndDate: iso(live.extension_end_date) }
}
