import type { Access, PayloadRequest } from 'payload'

export type StaffRole = 'admin' | 'editor' | 'compliance'

/** Staff are the accounts of the `users` collection; investors live in their own collection. */
export function staffRole(req: Pick<PayloadRequest, 'user'>): StaffRole | null {
  const user = req.user
  if (!user || user.collection !== 'users') return null
  return user.role
}

export const isStaff = ({ req }: { req: Pick<PayloadRequest, 'user'> }): boolean =>
  staffRole(req) !== null

export const isAdmin: Access = ({ req }) => staffRole(req) === 'admin'

export const isContentEditor: Access = ({ req }) => {
  const role = staffRole(req)
  return role === 'admin' || role === 'editor'
}
