import type { Payload, PayloadRequest } from 'payload'

import type { ProjectTerms } from '@/domain/investments/investable'
import type { Currency } from '@/domain/money'
import type { Locale } from '@/i18n/locales'
import { isPublicProjectStatus } from '@/domain/projects/project-status'
import { AppError } from '@/server/errors/app-error'

import { projectTerms } from './project-terms'

export type InvestableProject = {
  id: number
  alias: string
  /** In the language asked for (the site's default otherwise). */
  name: string
  currency: Currency
  terms: ProjectTerms
}

/**
 * The published project an investment names, by alias or id. A project that is not published or
 * not in a public status is not found (its existence is not revealed); whether it takes
 * investments now is the rules' question (`whyClosed`).
 */
export async function findInvestableProject(
  payload: Payload,
  aliasOrId: string | number,
  req?: Partial<PayloadRequest>,
  locale?: Locale,
): Promise<InvestableProject> {
  const byId = typeof aliasOrId === 'number' || /^\d+$/.test(aliasOrId)
  const { docs } = await payload.find({
    collection: 'projects',
    where: byId
      ? { id: { equals: Number(aliasOrId) } }
      : { alias: { equals: String(aliasOrId).toLowerCase() } },
    select: {
      alias: true,
      name: true,
      status: true,
      currency: true,
      minimalInvestment: true,
      maximumRaise: true,
      unitPrice: true,
      angelCampaign: true,
      sharePackages: true,
      _status: true,
    },
    depth: 0,
    limit: 1,
    pagination: false,
    draft: false,
    locale,
    overrideAccess: true,
    req,
  })
  const project = docs[0]
  if (!project || project._status !== 'published' || !isPublicProjectStatus(project.status))
    throw new AppError('NOT_FOUND')
  return {
    id: project.id,
    alias: project.alias,
    name: project.name ?? '',
    currency: project.currency,
    terms: projectTerms(project),
  }
}
