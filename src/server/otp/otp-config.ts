import type { Payload } from 'payload'

import type { OtpMethod } from '@/domain/otp/otp-rules'
import { getAccountSecuritySettings } from '@/server/auth/account-security-settings'

/** Spec 7, GET /api/otp/config: whether codes are required, and how they are sent by default. */
export async function getOtpConfig(
  payload: Payload,
): Promise<{ enabled: boolean; defaultMethod: OtpMethod }> {
  const settings = await getAccountSecuritySettings(payload)
  return { enabled: settings.phoneVerificationRequired, defaultMethod: settings.otpDefaultMethod }
}
