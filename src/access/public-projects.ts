import type { Access, Where } from 'payload'

import { publicProjectStatuses } from '@/domain/projects/project-status'

import { angelCampaignRule } from './investor-sight'
import { staffRole } from './is-staff'

/**
 * Visitors see published projects in a public status; an angel campaign only a pre-qualified
 * investor or one who invested in it (`angelCampaignRule`). Staff see everything, drafts included
 * (for preview and review). A company also sees its own projects in any status, an angel campaign
 * too (its page follows the raise from the approval on).
 */
export const publicProjectsOrStaff: Access = async ({ req }) => {
  if (staffRole(req)) return true
  const visible: Where[] = [
    { _status: { equals: 'published' } },
    { status: { in: [...publicProjectStatuses] } },
  ]
  const angel = await angelCampaignRule(req)
  if (angel) visible.push(angel)
  if (req.user?.collection === 'investors') {
    const own: Where = { company: { equals: req.user.id } }
    const publicOrOwn: Where = { or: [{ and: visible }, own] }
    return publicOrOwn
  }
  const publicOnly: Where = { and: visible }
  return publicOnly
}
