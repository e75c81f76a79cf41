import type { Access } from 'payload'

import { staffRole } from './is-staff'

/** An investor reads their own record; administrators and compliance staff read all of them. */
export const investorSelfOrReviewer: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin' || role === 'compliance') return true
  if (req.user?.collection === 'investors') return { id: { equals: req.user.id } }
  return false
}
