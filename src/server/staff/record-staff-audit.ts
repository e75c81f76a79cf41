import type { Payload, PayloadRequest } from 'payload'

type StaffAuditAction =
  | 'staff.email-changed'
  | 'staff.email-change-undone'
  | 'staff.setup-link-issued'
  | 'staff.setup-completed'

/**
 * An audit entry about a staff account: `staffMember` is the account concerned, `actor` the staff
 * member who acted (none when the member acted through an e-mailed link, or an operator's script).
 */
export async function recordStaffAudit(
  payload: Payload,
  entry: {
    action: StaffAuditAction
    staffMember: number
    actor?: number | null
    details?: Record<string, unknown>
  },
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      actor: entry.actor ?? undefined,
      details: { staffMember: entry.staffMember, ...entry.details },
    },
    overrideAccess: true,
    depth: 0,
    req,
  })
}
