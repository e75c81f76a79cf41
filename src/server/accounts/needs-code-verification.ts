import type { Investor } from '@/payload-types'
import type { AccountSecuritySettings } from '@/server/auth/account-security-settings'

/** Whether sign-in must wait for a one-time code (the administrator's setting, once per account). */
export function needsCodeVerification(
  investor: Pick<Investor, 'codeVerifiedAt' | 'phoneVerified'>,
  settings: Pick<AccountSecuritySettings, 'phoneVerificationRequired'>,
): boolean {
  return settings.phoneVerificationRequired && !investor.codeVerifiedAt && !investor.phoneVerified
}
