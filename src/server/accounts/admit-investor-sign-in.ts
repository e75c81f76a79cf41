import type { Payload } from 'payload'

import { accountSlowdown, rateLimitRules } from '@/domain/auth/rate-limit-rules'
import type { AccountSecuritySettings } from '@/server/auth/account-security-settings'
import { AppError } from '@/server/errors/app-error'
import { recognizeDevice } from '@/server/security/known-device'
import { admitSignInAttempt } from '@/server/security/sign-in-throttle'

import type { ClientContext } from './client-context'
import { findInvestorByEmail } from './find-investor-by-email'

/**
 * An investor's password try, before the password is checked (sign-in-throttle.ts): refused with
 * `PASSWORD_ENTRY_BLOCKED` (423, `until`) when the address is blocked for this IP or this known
 * device, with `RATE_LIMITED` (429, Retry-After) when the IP or the account's slowdown says wait.
 * Heard, it returns what to record once the password is known to be right or wrong; a wrong one
 * that starts the block answers `PASSWORD_ENTRY_BLOCKED` at once.
 */
export async function admitInvestorSignIn(
  payload: Payload,
  email: string,
  client: ClientContext,
  settings: AccountSecuritySettings,
) {
  const deviceId = await recognizeDevice(
    'investor',
    client.knownDeviceCookie,
    async () => (await findInvestorByEmail(payload, email))?.id ?? null,
  )
  const admission = await admitSignInAttempt(
    payload,
    { subject: 'investor', email, ip: client.ip, deviceId },
    { perIp: rateLimitRules.loginPerIp, block: settings, slowdown: accountSlowdown.investor },
  )
  if (admission.outcome === 'blocked')
    throw new AppError('PASSWORD_ENTRY_BLOCKED', { until: admission.until.toISOString() })
  if (admission.outcome === 'slowed')
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: admission.retryAfterSeconds })
  return {
    failed: async () => {
      const until = await admission.failed()
      if (until) throw new AppError('PASSWORD_ENTRY_BLOCKED', { until: until.toISOString() })
    },
    succeeded: admission.succeeded,
  }
}
