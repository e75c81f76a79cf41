import type { Access, Where } from 'payload'

import { liveInvestmentStatuses } from '@/domain/investments/investment-status'
import { publicProjectStatuses } from '@/domain/projects/project-status'

import { staffRole } from './is-staff'

/**
 * Who reads a company's updates: staff all of them; the company its own; everyone else only those
 * of a project on the site (published, public status; an angel campaign for investors only), the
 * `public` ones, and an investor also the `investors` ones of a project they hold a live
 * investment in (pending, paid or approved).
 */
export const companyUpdateReaders: Access = async ({ req }) => {
  if (staffRole(req)) return true
  const investor = req.user?.collection === 'investors' ? req.user : null
  const projectOnSite: Where[] = [
    { 'project._status': { equals: 'published' } },
    { 'project.status': { in: [...publicProjectStatuses] } },
  ]
  if (!investor) projectOnSite.push({ 'project.angelCampaign': { not_equals: true } })
  const seen: Where[] = [{ visibility: { equals: 'public' } }]
  if (investor) {
    const { docs } = await req.payload.find({
      collection: 'investments',
      where: {
        and: [
          { investor: { equals: investor.id } },
          { status: { in: [...liveInvestmentStatuses] } },
        ],
      },
      select: { project: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const invested = [...new Set(docs.map((investment) => investment.project as number))]
    if (invested.length > 0)
      seen.push({
        and: [{ visibility: { equals: 'investors' } }, { project: { in: invested } }],
      })
  }
  const onSite: Where = { and: [...projectOnSite, { or: seen }] }
  if (!investor) return onSite
  const ownOrSeen: Where = { or: [{ company: { equals: investor.id } }, onSite] }
  return ownOrSeen
}
