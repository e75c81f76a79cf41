import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { projectStatusChangeSchema } from '@/domain/projects/project-status-change'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { canTransition } from '@/domain/projects/status-machine'
import type { User } from '@/payload-types'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { expireRaiseCaches } from '@/server/investing/expire-raise-caches'

import { writeProjectStatus } from './write-project-status'

/**
 * A staff member moves a project along the status machine (reviewing an application, recording
 * that the securities were issued). Only the machine's staff transitions are taken; the raise's
 * own statuses follow its dates (advanceRaiseStatuses). The change and its audit entry commit
 * together; the project's pages expire after.
 */
export async function changeProjectStatus(
  payload: Payload,
  options: { projectId: number; staff: Pick<User, 'id'>; input: unknown; now?: Date },
): Promise<{ status: ProjectStatus }> {
  const { to, reason } = parseInput(projectStatusChangeSchema, options.input)
  const now = options.now ?? new Date()
  const alias = await withTransaction(payload, async (transaction) => {
    const found = await transaction.db.execute(
      sql`select status from projects where id = ${options.projectId} for update`,
    )
    const from = (found.rows[0] as { status: ProjectStatus } | undefined)?.status
    if (!from) throw new AppError('NOT_FOUND')
    if (!canTransition(from, to, 'staff'))
      throw new AppError('STATUS_CHANGE_NOT_ALLOWED', { from, to })
    const written = await writeProjectStatus(transaction, {
      projectId: options.projectId,
      from,
      to,
      ...(to === 'running' ? { securitiesIssuedAt: now } : {}),
    })
    if (written === null) throw new AppError('STATUS_CHANGE_NOT_ALLOWED', { from, to })
    await payload.create({
      collection: 'audit-log',
      depth: 0,
      select: { action: true },
      data: {
        action: 'project.status-changed',
        project: options.projectId,
        actor: options.staff.id,
        details: { from, to, by: 'staff', ...(reason ? { reason } : {}) },
      },
      overrideAccess: true,
      req: transaction.req,
    })
    return written
  })
  expireRaiseCaches(payload, alias)
  return { status: to }
}
