import type { CollectionAfterChangeHook } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import type { User } from '@/payload-types'
import { noticeStaffEmailChange } from '@/server/for-payload-config'

/**
 * A staff account's address changed: the old address is told, with a link to undo it, and the
 * change is audited. Queued in the change's transaction (sent only if it commits). An undo's own
 * restoring change tells no one again.
 */
export const noticeEmailChange: CollectionAfterChangeHook<User> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update' || req.context.staffEmailUndo) return doc
  const before = previousDoc?.email
  if (!before || normalizeEmail(before) === normalizeEmail(doc.email)) return doc
  const actor = req.user?.collection === 'users' ? req.user.id : null
  await noticeStaffEmailChange(req.payload, { user: doc, oldEmail: before, actor }, req)
  return doc
}
