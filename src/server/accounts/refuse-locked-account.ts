import type { Payload } from 'payload'

import type { Investor } from '@/payload-types'
import { recordAudit } from '@/server/audit/record-audit'
import type { AccountSecuritySettings } from '@/server/auth/account-security-settings'
import { AppError } from '@/server/errors/app-error'

const monthMs = 30.44 * 24 * 3600_000

/**
 * Refuses a locked account, and locks (with an audit entry) one unused for longer than the
 * administrator's inactivity limit. Every way of signing in goes through here.
 */
export async function refuseLockedAccount(
  payload: Payload,
  investor: Investor,
  settings: AccountSecuritySettings,
) {
  if (investor.lockReason) throw new AppError('ACCOUNT_LOCKED')
  const lastActive = new Date(
    investor.lastActivityAt ?? investor.lastLoginAt ?? investor.createdAt,
  ).getTime()
  if (Date.now() - lastActive <= settings.inactivityLockMonths * monthMs) return
  await payload.update({
    collection: 'investors',
    id: investor.id,
    data: { lockReason: 'inactivity' },
  })
  await recordAudit(payload, {
    action: 'investor.locked',
    investor: investor.id,
    details: { reason: 'inactivity', lastActive: new Date(lastActive).toISOString() },
  })
  throw new AppError('ACCOUNT_LOCKED')
}
