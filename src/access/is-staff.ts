import type { Access, PayloadRequest } from 'payload'

import { staffRole } from '@/domain/auth/staff-role'

export { staffRole }
export type { StaffRole } from '@/domain/auth/staff-role'

export const isStaff = ({ req }: { req: Pick<PayloadRequest, 'user'> }): boolean =>
  staffRole(req) !== null

export const isAdmin: Access = ({ req }) => staffRole(req) === 'admin'

export const isContentEditor: Access = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'editor'
}
