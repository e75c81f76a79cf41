/** The roles of staff accounts (the `users` collection); investors have none. */
export const staffRoles = ['admin', 'editor', 'compliance'] as const
export type StaffRole = (typeof staffRoles)[number]

/** The signed-in account as Payload's request carries it: a staff member's, an investor's, or none. */
type RequestWithUser = { user?: { collection: string; role?: StaffRole | null } | null }

/** Staff are the accounts of the `users` collection; investors live in their own collection. */
export function staffRole(req: RequestWithUser): StaffRole | null {
  const user = req.user
  if (!user || user.collection !== 'users') return null
  return user.role ?? null
}
