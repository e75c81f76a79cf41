import type { Access } from 'payload'

import { staffRole } from './is-staff'

/**
 * Records that belong to one investor (`investor` field): the investor reads their own, compliance
 * and administrators read all, editors and visitors none.
 */
export const investorOwnerOrReviewer: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin' || role === 'compliance') return true
  if (req.user?.collection === 'investors') return { investor: { equals: req.user.id } }
  return false
}
