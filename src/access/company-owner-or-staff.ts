import type { Access } from 'payload'

import { staffRole } from './is-staff'

/**
 * A company's inquiry records (`owner` field): the account that owns them reads its own, staff
 * (administrators, compliance, editors) read all of them, visitors nothing. Investor accounts own
 * no inquiry, so the same filter gives them nothing.
 */
export const companyOwnerOrStaff: Access = ({ req }) => {
  if (staffRole(req)) return true
  if (req.user?.collection === 'investors') return { owner: { equals: req.user.id } }
  return false
}
