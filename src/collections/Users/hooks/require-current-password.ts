import type { CollectionBeforeValidateHook } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import { adminMessage } from '@/domain/admin-message'
import { staffFieldError, verifyStaffPassword } from '@/server/for-payload-config'

/**
 * A staff member changing their own password or e-mail address gives the current password: a
 * session left open, or a stolen token, must not be enough to take the account over (with the
 * address changed, a password reset would go to the new owner). An administrator changing another
 * member's is not asked for theirs; that change is audited and told to the old address.
 */
export const requireCurrentPassword: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update') return data
  const password: unknown = data?.password
  const changesPassword = typeof password === 'string' && password !== ''
  const changesEmail =
    typeof data?.email === 'string' &&
    typeof originalDoc?.email === 'string' &&
    normalizeEmail(data.email) !== normalizeEmail(originalDoc.email)
  if (!changesPassword && !changesEmail) return data
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
  const message = changesEmail
    ? adminMessage(req, {
        he: 'כדי לשנות את כתובת הדוא"ל יש להזין את הסיסמה הנוכחית',
        en: 'Enter your current password to change your e-mail address',
      })
    : adminMessage(req, {
        he: 'כדי לשנות את הסיסמה יש להזין את הסיסמה הנוכחית',
        en: 'Enter your current password to change it',
      })
  throw staffFieldError('currentPassword', message)
}
