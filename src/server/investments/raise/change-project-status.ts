import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { projectStatusChangeSchema } from '@/domain/projects/project-status-change'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { canTransition } from '@/domain/projects/status-machine'
import { investments, projects } from '@/payload-generated-schema'
import type { User } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import type { Fields } from '@/server/db/sql-names'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { expireRaiseCaches } from '@/server/investments/invest/expire-raise-caches'

import { writeProjectStatus } from './write-project-status'

/**
 * All or nothing on money: securities are issued only for a raise whose money received (paid live
 * pledges, fees excluded) reaches its minimum; short of it, the raise is still judged by the money
 * (failUnderfundedRaises), which issuing the securities would end.
 */
async function moneyReceivedReachesMinimum({ db }: Transaction, projectId: number) {
  const found = await db.execute(sql`
    select ${projects.minimumRaise},
           (select coalesce(sum(${investments.amount}), 0) from ${investments}
             where ${investments.project} = ${projects.id}
               and ${investments.paymentState} = 'paid'
               and ${investments.status} in ('pending', 'active', 'approved')) as received
      from ${projects} where ${projects.id} = ${projectId}`)
  const row = found.rows[0] as Fields<[typeof projects.minimumRaise, string]> & { received: string }
  return Number(row.received) >= Number(row.minimum_raise)
}

/**
 * A staff member moves a project along the status machine (reviewing an application, recording
 * that the securities were issued). Only the machine's staff transitions are taken; the raise's
 * own statuses follow its dates (advanceRaiseStatuses). Securities are recorded issued only once
 * the money received reaches the minimum. The change and its audit entry commit together; the
 * project's pages expire after.
 */
export async function changeProjectStatus(
  payload: Payload,
  options: { projectId: number; staff: Pick<User, 'id'>; input: unknown; now?: Date },
): Promise<{ status: ProjectStatus }> {
  const { to, reason } = parseInput(projectStatusChangeSchema, options.input)
  const now = options.now ?? new Date()
  const alias = await withTransaction(payload, async (transaction) => {
    const found = await transaction.db.execute(
      sql`select ${projects.status} from ${projects}
           where ${projects.id} = ${options.projectId} for update`,
    )
    const from = (found.rows[0] as Fields<[typeof projects.status, ProjectStatus]> | undefined)
      ?.status
    if (!from) throw new AppError('NOT_FOUND')
    if (!canTransition(from, to, 'staff'))
      throw new AppError('STATUS_CHANGE_NOT_ALLOWED', { from, to })
    if (to === 'running' && !(await moneyReceivedReachesMinimum(transaction, options.projectId)))
      throw new AppError('MONEY_BELOW_MINIMUM')
    const written = await writeProjectStatus(transaction, {
      projectId: options.projectId,
      from,
      to,
      ...(to === 'running' ? { securitiesIssuedAt: now } : {}),
    })
    if (written === null) throw new AppError('STATUS_CHANGE_NOT_ALLOWED', { from, to })
    await recordAudit(
      payload,
      {
        action: 'project.status-changed',
        project: options.projectId,
        actor: options.staff.id,
        details: { from, to, by: 'staff', ...(reason ? { reason } : {}) },
      },
      { req: transaction.req },
    )
    return written
  })
  expireRaiseCaches(payload, alias)
  return { status: to }
}
