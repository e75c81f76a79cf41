import type { Access } from 'payload'

import { staffRole } from './is-staff'

export const adminOrSelf: Access = ({ req }) => {
  const role = staffRole(req)
  if (role === 'admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}
