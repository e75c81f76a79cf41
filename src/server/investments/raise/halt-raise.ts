import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { liveInvestmentStatuses } from '@/domain/investments/investment-status'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { canHalt } from '@/domain/projects/status-machine'
import { haltRequestSchema, type HaltCategory } from '@/domain/investments/raise/halt-request'
import { projects, raise_totals } from '@/payload-generated-schema'
import type { User } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import type { Fields } from '@/server/db/sql-names'
import { withTransaction, type Transaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { parseInput } from '@/server/errors/parse-input'
import { expireRaiseCaches } from '@/server/investments/invest/expire-raise-caches'

import { queueInvestorEmail } from './queue-investor-email'
import { recordRaiseClosed } from './record-raise-closed'
import { writeProjectStatus } from './write-project-status'

/** Every investor holding a live pledge is told, once a pledge, with the reason's category. */
async function tellInvestors(
  payload: Payload,
  transaction: Transaction,
  projectId: number,
  category: HaltCategory,
) {
  const { docs } = await payload.find({
    collection: 'investments',
    where: {
      and: [{ project: { equals: projectId } }, { status: { in: [...liveInvestmentStatuses] } }],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req: transaction.req,
  })
  for (const investment of docs)
    await queueInvestorEmail(payload, transaction, {
      investment,
      template: 'raiseHalted',
      params: { category },
    })
}

/**
 * Administrators and compliance halt a raise as failed (the company withdrew, a regulator's
 * order): from raising, an extension, or a success whose securities are not issued yet (its money
 * may be in, but it has gone nowhere: the failure flow refunds it; once the securities are issued,
 * `running`, the raise stands). Under the project's row lock (a pledge being made waits, then finds
 * the raise closed), one conditional UPDATE to `unsuccess_finished`, the close recorded, the audit
 * entry with the member, the category and the written reason, and an e-mail to each live pledge's
 * investor in their language, all in one transaction. The money then follows the failure flow of
 * the settling job (`endFailedRaises`: cards released, unpaid transfers cancelled, money received
 * owed back), within a minute.
 */
export async function haltRaise(
  payload: Payload,
  options: { projectId: number; staff: Pick<User, 'id'>; input: unknown; now?: Date },
): Promise<{ status: ProjectStatus }> {
  const { category, reason } = parseInput(haltRequestSchema, options.input)
  const now = options.now ?? new Date()
  const alias = await withTransaction(payload, async (transaction) => {
    const found = await transaction.db.execute(
      sql`select ${projects.status} from ${projects}
           where ${projects.id} = ${options.projectId} for update`,
    )
    const from = (found.rows[0] as Fields<[typeof projects.status, ProjectStatus]> | undefined)
      ?.status
    if (!from) throw new AppError('NOT_FOUND')
    if (!canHalt(from)) throw new AppError('RAISE_NOT_HALTABLE', { status: from })
    const written = await writeProjectStatus(transaction, {
      projectId: options.projectId,
      from,
      to: 'unsuccess_finished',
    })
    if (written === null) throw new AppError('RAISE_NOT_HALTABLE', { status: from })
    await recordRaiseClosed(transaction, options.projectId, now)
    const totals = await transaction.db.execute(
      sql`select ${raise_totals.raised} from ${raise_totals}
           where ${raise_totals.project} = ${options.projectId}`,
    )
    await recordAudit(
      payload,
      {
        action: 'project.status-changed',
        project: options.projectId,
        actor: options.staff.id,
        details: {
          from,
          to: 'unsuccess_finished',
          by: 'staff',
          halted: true,
          category,
          reason,
          raisedMinor: Number(
            (totals.rows[0] as Fields<[typeof raise_totals.raised, string]>).raised,
          ),
          at: now.toISOString(),
        },
      },
      { req: transaction.req },
    )
    await tellInvestors(payload, transaction, options.projectId, category)
    return written
  })
  expireRaiseCaches(payload, alias)
  return { status: 'unsuccess_finished' }
}
