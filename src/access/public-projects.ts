import type { Access, Where } from 'payload'

import { publicProjectStatuses } from '@/domain/projects/project-status'

import { staffRole } from './is-staff'

/**
 * Visitors see published projects in a public status; angel campaigns only when signed in as an
 * investor. Staff see everything, drafts included (for preview and review). A company also sees
 * its own projects in any status (its page follows the raise from the approval on).
 */
export const publicProjectsOrStaff: Access = ({ req }) => {
  if (staffRole(req)) return true
  const visible: Where[] = [
    { _status: { equals: 'published' } },
    { status: { in: [...publicProjectStatuses] } },
  ]
  if (req.user?.collection !== 'investors') visible.push({ angelCampaign: { not_equals: true } })
  if (req.user?.collection === 'investors') {
    const own: Where = { company: { equals: req.user.id } }
    const publicOrOwn: Where = { or: [{ and: visible }, own] }
    return publicOrOwn
  }
  const publicOnly: Where = { and: visible }
  return publicOnly
}
