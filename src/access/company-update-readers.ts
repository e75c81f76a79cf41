import type { Access, Where } from 'payload'

import { publicProjectStatuses } from '@/domain/projects/project-status'

import { angelCampaignRule, investorSight } from './investor-sight'
import { staffRole } from './is-staff'
import { whereThrough } from './through-project'

/**
 * Who reads a company's updates: staff all of them; the company its own; everyone else only those
 * of a project on the site (published, public status; an angel campaign only for those who see it,
 * `angelCampaignRule`), the `public` ones, and an investor also the `investors` ones of a project
 * they hold a live investment in (pending, paid or approved).
 */
export const companyUpdateReaders: Access = async ({ req }) => {
  if (staffRole(req)) return true
  const projectOnSite: Where[] = [
    { 'project._status': { equals: 'published' } },
    { 'project.status': { in: [...publicProjectStatuses] } },
  ]
  const angel = await angelCampaignRule(req)
  if (angel) projectOnSite.push(whereThrough('project', angel))
  const seen: Where[] = [{ visibility: { equals: 'public' } }]
  const sight = await investorSight(req)
  if (sight && sight.holding.length > 0)
    seen.push({
      and: [{ visibility: { equals: 'investors' } }, { project: { in: sight.holding } }],
    })
  const onSite: Where = { and: [...projectOnSite, { or: seen }] }
  if (!sight) return onSite
  const ownOrSeen: Where = { or: [{ company: { equals: req.user!.id } }, onSite] }
  return ownOrSeen
}
