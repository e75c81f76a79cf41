import type { Payload } from 'payload'

import type { AccountSecurity } from '@/payload-types'
import { readSettingsGlobal } from '@/server/settings/read-settings-global'

export type AccountSecuritySettings = Required<
  Pick<
    AccountSecurity,
    | 'phoneVerificationRequired'
    | 'otpDefaultMethod'
    | 'failedLoginLimit'
    | 'passwordBlockMinutes'
    | 'inactivityLockMonths'
    | 'passwordMaxAgeDays'
    | 'sessionIdleMinutes'
    | 'sessionMaxHours'
  >
> & { phoneVerificationRequired: boolean; passwordMaxAgeDays: number }

/** The administrator's account security settings (global `account-security`), with defaults. */
export async function getAccountSecuritySettings(
  payload: Payload,
): Promise<AccountSecuritySettings> {
  const stored = await readSettingsGlobal(payload, 'account-security')
  return {
    phoneVerificationRequired: stored.phoneVerificationRequired ?? false,
    otpDefaultMethod: stored.otpDefaultMethod ?? 'sms',
    failedLoginLimit: stored.failedLoginLimit ?? 5,
    passwordBlockMinutes: stored.passwordBlockMinutes ?? 120,
    inactivityLockMonths: stored.inactivityLockMonths ?? 12,
    passwordMaxAgeDays: stored.passwordMaxAgeDays ?? 0,
    sessionIdleMinutes: stored.sessionIdleMinutes ?? 60,
    sessionMaxHours: stored.sessionMaxHours ?? 12,
  }
}
