import type { Payload, PayloadRequest } from 'payload'

import type { AuditEntry } from '@/domain/audit/audit-entry'

/**
 * Writes one audit-log entry, typed by its action (`AuditEntry`), so that every writer of an action
 * writes the same `details`. The collection refuses every API caller (create access `nobody`):
 * only the server writes, with access overridden. Pass the caller's transaction `req` so that the
 * entry commits, or rolls back, with what it records.
 */
export async function recordAudit(
  payload: Payload,
  entry: AuditEntry,
  options: { req?: Partial<PayloadRequest> } = {},
): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    data: entry,
    depth: 0,
    select: { action: true },
    overrideAccess: true,
    req: options.req,
  })
}
