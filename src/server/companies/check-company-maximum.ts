import type { Payload, PayloadRequest } from 'payload'

import {
  checkProposedMaximum,
  type EarlierRaise,
  type ProposedMaximumCheck,
} from '@/domain/companies/max-raise'
import { israelToday } from '@/domain/identity/adulthood'
import type { ProjectStatus } from '@/domain/projects/project-status'
import { relationId } from '@/domain/relation-id'
import { readRaiseTotals } from '@/server/projects/read-raise-totals'

import { readCompanyRaiseLimits } from './read-company-raise-limits'

/** Offered to the public and not closed: its maximum counts. */
const seeking: ProjectStatus[] = ['coming', 'raising', 'raising_extend']
/** Closed with success: what it raised counts. */
const raised: ProjectStatus[] = ['success_finished', 'running']

export type CompanyProject = {
  id?: number | null
  company?: unknown
  maximumRaise?: number | null
  startDate?: string | null
  currency?: string | null
  angelCampaign?: boolean | null
  innovationOrSmeReport?: boolean | null
  leadingInvestorTakesPart?: boolean | null
}

/**
 * Whether a company's project seeks no more than the company may raise in the 12 months up to its
 * start (the *Legal limits* figures in force that day, and the project's own additions), counting
 * the other raises of the same company number: accounts are not unique per company, the number
 * is. Null when the rule does not apply: no company, no maximum yet, or an angel campaign (a
 * private offer to at most 35, outside the crowdfunding exemption). Amounts in shekels' agorot.
 */
export async function checkCompanyMaximum(
  payload: Payload,
  project: CompanyProject,
  req?: Partial<PayloadRequest>,
): Promise<ProposedMaximumCheck | null> {
  const companyId = relationId(project.company as never)
  if (companyId === null || typeof project.maximumRaise !== 'number') return null
  if (project.angelCampaign || (project.currency ?? 'ILS') !== 'ILS') return null
  const company = await payload.findByID({
    collection: 'investors',
    id: companyId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!company.companyNumber) return null
  const on = israelToday(project.startDate ? new Date(project.startDate) : new Date())
  const { docs: others } = await payload.find({
    collection: 'projects',
    where: {
      and: [
        { 'company.companyNumber': { equals: company.companyNumber } },
        { status: { in: [...seeking, ...raised] } },
        { currency: { equals: 'ILS' } },
        { angelCampaign: { not_equals: true } },
        ...(project.id ? [{ id: { not_equals: project.id } }] : []),
      ],
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const totals = await readRaiseTotals(
    payload,
    others.filter((other) => raised.includes(other.status)).map((other) => other.id),
  )
  const otherRaises: EarlierRaise[] = others.map((other) => ({
    amountMinor: raised.includes(other.status)
      ? (totals.get(other.id)?.raisedMinor ?? 0)
      : (other.maximumRaise ?? 0),
    on: israelToday(other.startDate ? new Date(other.startDate) : new Date(other.createdAt)),
  }))
  return checkProposedMaximum({
    limits: await readCompanyRaiseLimits(payload, on, req),
    flags: {
      innovationOrSmeReport: Boolean(project.innovationOrSmeReport),
      leadingInvestor: Boolean(project.leadingInvestorTakesPart),
    },
    on,
    otherRaises,
    proposedMaximumMinor: project.maximumRaise,
  })
}
