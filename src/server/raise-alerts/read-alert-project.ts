import type { Payload } from 'payload'

import type { ProjectStatus } from '@/domain/projects/project-status'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { AppError } from '@/server/errors/app-error'

export const asInvestorUser = (investor: PublicInvestor) => ({
  ...investor,
  collection: 'investors' as const,
})

/**
 * The project as the investor may see it (published, public status; angel campaigns for
 * pre-qualified investors only): one they may not see is answered as absent, whatever the reason.
 */
export async function readAlertProject(
  payload: Payload,
  investor: PublicInvestor,
  projectId: number,
): Promise<{ id: number; status: ProjectStatus }> {
  const { docs } = await payload.find({
    collection: 'projects',
    where: { id: { equals: projectId } },
    select: { status: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
    user: asInvestorUser(investor),
  })
  const project = docs[0]
  if (!project) throw new AppError('NOT_FOUND')
  return { id: project.id, status: project.status }
}
