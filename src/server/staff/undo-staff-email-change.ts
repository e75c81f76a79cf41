import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { rateLimitRules } from '@/domain/auth/rate-limit-rules'
import type { ClientContext } from '@/server/accounts/client-context'
import { recordAudit } from '@/server/audit/record-audit'
import { withTransaction } from '@/server/db/with-transaction'
import { AppError } from '@/server/errors/app-error'
import { enforceRateLimit } from '@/server/security/enforce-rate-limit'

import { issueStaffSetupLink } from './issue-staff-setup-link'
import { claimStaffToken } from './staff-tokens'

/**
 * The old address's undo link (used once): the account gets its old address back, every session
 * ends, and the password is replaced by one nobody knows, since whoever changed the address knew
 * it. A setup link to choose a new password goes to the restored address (the second factor
 * stays). Answers that address.
 */
export async function undoStaffEmailChange(
  payload: Payload,
  token: unknown,
  client: ClientContext,
): Promise<{ email: string }> {
  await enforceRateLimit(payload, rateLimitRules.staffResetPerIp, client.ip)
  return withTransaction(payload, async (transaction) => {
    const claimed = await claimStaffToken(transaction, token, ['undo-email-change'])
    if (!claimed?.oldEmail) throw new AppError('LINK_INVALID')
    const user = await payload.update({
      collection: 'users',
      id: claimed.userId,
      data: {
        email: claimed.oldEmail,
        password: randomBytes(24).toString('base64url'),
        sessions: [],
      },
      overrideAccess: true,
      context: { disableRevalidate: true, staffEmailUndo: true },
      req: transaction.req,
    })
    await recordAudit(
      payload,
      {
        action: 'staff.email-change-undone',
        details: {
          staffMember: user.id,
          restoredEmail: claimed.oldEmail,
          replacedEmail: claimed.newEmail,
        },
      },
      { req: transaction.req },
    )
    await issueStaffSetupLink(
      payload,
      user.id,
      { purpose: 'setup', issuedBy: 'email-undo', sendEmail: true },
      transaction.req,
    )
    return { email: user.email }
  })
}
