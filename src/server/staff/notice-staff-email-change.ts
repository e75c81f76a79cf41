import type { Payload, PayloadRequest } from 'payload'

import type { User } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import { queueEmail } from '@/server/email/queue-email'

import { staffLanguage, staffUndoEmailLink } from './staff-links'
import { issueStaffToken } from './staff-tokens'

/**
 * Tells the old address that a staff account's e-mail changed, with a one-time link (a week) that
 * restores it, and audits the change: by the member (who gave the current password) or by an
 * administrator (`actor`), or by an operator's script (none).
 */
export async function noticeStaffEmailChange(
  payload: Payload,
  change: {
    user: Pick<User, 'id' | 'email' | 'name' | 'language'>
    oldEmail: string
    actor: number | null
  },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const { user, oldEmail, actor } = change
  const { token } = await issueStaffToken(
    payload,
    user.id,
    'undo-email-change',
    { oldEmail, newEmail: user.email },
    req,
  )
  const locale = staffLanguage(user)
  await queueEmail(
    payload,
    {
      to: oldEmail,
      template: 'staffEmailChanged',
      locale,
      values: {
        name: user.name ?? oldEmail,
        newEmail: user.email,
        link: staffUndoEmailLink(token, locale),
      },
    },
    req,
  )
  await recordAudit(
    payload,
    {
      action: 'staff.email-changed',
      actor,
      details: {
        staffMember: user.id,
        oldEmail,
        newEmail: user.email,
        by: actor === null ? 'operator' : actor === user.id ? 'self' : 'administrator',
      },
    },
    { req },
  )
}
