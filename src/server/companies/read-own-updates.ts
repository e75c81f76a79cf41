import type { Payload } from 'payload'

import type { PublicInvestor } from '@/server/auth/resolve-session'

import { asPayloadUser, assertCompanyAccount } from './company-account'
import { companyUpdateView, type CompanyUpdateView } from './company-update-view'

/** The company's updates by project, newest first, read as the company through access control. */
export async function readOwnUpdates(
  payload: Payload,
  account: PublicInvestor,
  projectIds: number[],
): Promise<Record<number, CompanyUpdateView[]>> {
  assertCompanyAccount(account)
  if (projectIds.length === 0) return {}
  const { docs } = await payload.find({
    collection: 'company-updates',
    where: { and: [{ company: { equals: account.id } }, { project: { in: projectIds } }] },
    sort: '-createdAt',
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user: asPayloadUser(account),
  })
  const byProject: Record<number, CompanyUpdateView[]> = {}
  for (const update of docs.map(companyUpdateView)) (byProject[update.project] ??= []).push(update)
  return byProject
}
