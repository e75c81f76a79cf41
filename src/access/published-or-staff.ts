import type { Access } from 'payload'

import { staffRole } from './is-staff'

/** Visitors read published documents only; staff also see drafts (for preview). */
export const publishedOrStaff: Access = ({ req }) => {
  if (staffRole(req)) return true
  return { _status: { equals: 'published' } }
}
