import type { Payload } from 'payload'

import type { Currency } from '@/domain/money'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { relationId } from '@/domain/relation-id'
import { publicProjectStatuses } from '@/domain/projects/project-status'
import type { Locale } from '@/i18n/locales'
import type { PublicInvestor } from '@/server/auth/resolve-session'
import { readRaiseTotals } from '@/server/projects/read-raise-totals'

import { asPayloadUser, assertCompanyAccount } from './company-account'

export type OwnProject = {
  id: number
  name: string
  alias: string
  status: ProjectStatus
  /** On the site: published and in a public status. */
  public: boolean
  currency: Currency
  minimumMinor: number
  maximumMinor: number
  raisedMinor: number
  investorCount: number
  startDate: string | null
  endDate: string | null
}

/**
 * The company's projects (made when staff approved its inquiries), newest first, read as the
 * company through access control (its own in any status), with the raise's figures from the
 * ledger's totals.
 */
export async function readOwnProjects(
  payload: Payload,
  account: PublicInvestor,
  locale: Locale,
): Promise<OwnProject[]> {
  assertCompanyAccount(account)
  const user = asPayloadUser(account)
  // The approved inquiries name their projects (`company` is staff's field to query by).
  const { docs: inquiries } = await payload.find({
    collection: 'company-inquiries',
    where: { and: [{ owner: { equals: account.id } }, { project: { exists: true } }] },
    depth: 0,
    pagination: false,
    select: { project: true },
    overrideAccess: false,
    user,
  })
  const ids = inquiries
    .map((inquiry) => relationId(inquiry.project))
    .filter((id): id is number => id !== null)
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'projects',
    where: { id: { in: ids } },
    sort: '-createdAt',
    depth: 0,
    pagination: false,
    locale,
    overrideAccess: false,
    user,
  })
  const totals = await readRaiseTotals(
    payload,
    docs.map((project) => project.id),
  )
  return docs.map((project) => ({
    id: project.id,
    name: project.name,
    alias: project.alias,
    status: project.status,
    public:
      project._status === 'published' &&
      (publicProjectStatuses as readonly string[]).includes(project.status),
    currency: project.currency as Currency,
    minimumMinor: project.minimumRaise ?? 0,
    maximumMinor: project.maximumRaise ?? 0,
    raisedMinor: totals.get(project.id)?.raisedMinor ?? 0,
    investorCount: totals.get(project.id)?.investorCount ?? 0,
    startDate: project.startDate ?? null,
    endDate: project.endDate ?? null,
  }))
}
