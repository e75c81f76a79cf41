import type { Payload } from 'payload'

import type { ClientContext } from '@/server/accounts/client-context'

type TwoFactorAuditAction =
  'investor.two-factor-enabled' | 'investor.two-factor-disabled' | 'investor.recovery-code-used'

/** An audit entry for a change to (or a use of) the investor's second factor. */
export async function recordTwoFactorAudit(
  payload: Payload,
  action: TwoFactorAuditAction,
  investorId: number,
  client: ClientContext,
  details: Record<string, unknown> = {},
): Promise<void> {
  await payload.create({
    collection: 'audit-log',
    data: { action, investor: investorId, details: { ip: client.ip, ...details } },
    overrideAccess: true,
  })
}
