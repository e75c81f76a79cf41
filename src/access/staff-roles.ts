import type { Access } from 'payload'

import { staffRole } from './is-staff'

/** Administrators and compliance officers: the staff who review investor records. */
export const isAdminOrCompliance: Access = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'compliance'
}

/** Closed to everyone through the API; only server operations (Local API) reach it. */
export const nobody = (): false => false
