import type { CollectionAfterOperationHook } from 'payload'

import { staffRole } from '@/access/is-staff'
import { normalizeEmail } from '@/domain/auth/email-address'
import { recordAudit } from '@/server/for-payload-config'

/**
 * Messages to investors are personal data: a staff member opening one is written to the audit log
 * (Privacy Protection (Data Security) Regulations: access logging), with the account it was for.
 */
export const auditOutboxOpened: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'findByID' || !staffRole(req) || !result) return result
  const message = result as { id: number; to?: string | null }
  const to = typeof message.to === 'string' ? normalizeEmail(message.to) : null
  const account = to
    ? await req.payload.find({
        collection: 'investors',
        where: { email: { equals: to } },
        depth: 0,
        limit: 1,
        pagination: false,
        req,
      })
    : null
  await recordAudit(
    req.payload,
    {
      action: 'email-outbox.opened',
      investor: account?.docs[0]?.id,
      actor: req.user?.id,
      details: { message: message.id, to },
    },
    { req },
  )
  return result
}
