import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { ProjectStatus } from '@/domain/projects/project-status'
import { investments, projects } from '@/payload-generated-schema'
import type { Investment } from '@/payload-types'
import type { Fields } from '@/server/db/sql-names'
import type { Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'

/** An investment under its row lock, with its project's status; NOT_FOUND when there is none. */
export async function lockInvestmentWithProject(
  payload: Payload,
  transaction: Transaction,
  investmentId: number,
): Promise<{ investment: Investment; projectStatus: ProjectStatus }> {
  const found = await transaction.db.execute(sql`
    select ${projects.status}
      from ${investments} join ${projects} on ${projects.id} = ${investments.project}
     where ${investments.id} = ${investmentId} for update of ${investments}`)
  const row = found.rows[0] as Fields<[typeof projects.status, ProjectStatus]> | undefined
  if (!row) throw new AppError('NOT_FOUND')
  const investment = await payload.findByID({
    collection: 'investments',
    id: investmentId,
    depth: 0,
    overrideAccess: true,
    req: transaction.req,
  })
  return { investment, projectStatus: row.status }
}
