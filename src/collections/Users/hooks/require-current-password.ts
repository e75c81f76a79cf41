import type { CollectionBeforeValidateHook } from 'payload'

import { adminMessage } from '@/fields/admin-message'
import { staffFieldError } from '@/server/staff/staff-auth-errors'
import { verifyStaffPassword } from '@/server/staff/verify-staff-password'

/**
 * A staff member changing their own password gives the current one: a session left open, or a
 * stolen token, must not be enough to take the account over. (An administrator setting another
 * member's password is not asked for theirs.)
 */
export const requireCurrentPassword: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const password: unknown = data?.password
  if (operation !== 'update' || typeof password !== 'string' || password === '') return data
  const own = req.user?.collection === 'users' && req.user.id === originalDoc?.id
  if (!own) return data
  const stored = await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: originalDoc.id } },
    req,
  })
  const current: unknown = data?.currentPassword
  const correct =
    typeof current === 'string' &&
    (await verifyStaffPassword(current, stored as { hash?: unknown; salt?: unknown } | null))
  if (correct) return data
  const message = adminMessage(req, {
    he: 'כדי לשנות את הסיסמה יש להזין את הסיסמה הנוכחית',
    en: 'Enter your current password to change it',
  })
  throw staffFieldError('currentPassword', message)
}
