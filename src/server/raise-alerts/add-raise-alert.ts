import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import { raiseAlertRefusal } from '@/domain/projects/raise-alert-rules'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { projects, raise_alerts } from '@/payload-generated-schema'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { bare, type Fields } from '@/server/db/sql-names'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { readAlertProject } from './read-alert-project'

/**
 * The investor asks to be e-mailed when a coming project's raise opens. Asking again changes
 * nothing (one row per investor and project). The project's row is held shared while the alert is
 * written: the job opens a raise under that row's update lock, so an alert is either there when
 * the raise opens (and e-mailed) or refused because it has opened, never written after unseen.
 */
export async function addRaiseAlert(
  payload: Payload,
  investor: PublicInvestor,
  projectId: number,
): Promise<{ asked: true }> {
  await enforceRateLimit(payload, rateLimitRules.raiseAlertsPerAccount, String(investor.id))
  const project = await readAlertProject(payload, investor, projectId)
  const refusal = raiseAlertRefusal({ status: project.status, accountKind: investor.accountKind })
  if (refusal) throw new AppError(refusal)
  await withTransaction(payload, async ({ db }) => {
    const locked = await db.execute(
      sql`select ${projects.status} from ${projects} where ${projects.id} = ${project.id} for share`,
    )
    const status = (locked.rows[0] as Fields<[typeof projects.status, ProjectStatus]> | undefined)
      ?.status
    if (status !== 'coming') throw new AppError('RAISE_ALERT_CLOSED')
    await db.execute(sql`
      insert into ${raise_alerts} (${bare(raise_alerts.investor)}, ${bare(raise_alerts.project)})
      values (${investor.id}, ${project.id})
      on conflict (${bare(raise_alerts.investor)}, ${bare(raise_alerts.project)}) do nothing`)
  })
  return { asked: true }
}
