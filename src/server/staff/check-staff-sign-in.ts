import type { PayloadRequest } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import { isPlainText } from '@/domain/plain-text'
import { rateLimitRules, staffPasswordBlock } from '@/domain/auth/rate-limit-rules'
import { clientIpHeader } from '@/server/http/request-context'
import { consumeRateLimit } from '@/server/security/consume-rate-limit'
import {
  clearWrongPasswords,
  passwordEntryBlockedUntil,
  recordWrongPassword,
} from '@/server/security/password-entry-block'

import { checkSecondFactor, type StaffSecondFactorRow } from './check-second-factor'
import { tooManyAttempts, wrongCredentials } from './staff-auth-errors'
import { verifyStaffPassword } from './verify-staff-password'

/**
 * Staff sign-in, before Payload's own login runs (a `beforeOperation` hook): a limit per IP, a
 * block per address and source IP after wrong passwords (the account itself is never locked, so
 * nobody can lock the administrator out), one answer in one time for an unknown address and a
 * wrong password, then the second factor. Payload's lockout is off (`maxLoginAttempts: 0`).
 */
export async function checkStaffSignIn(
  req: PayloadRequest,
  data: { email?: unknown; password?: unknown; code?: unknown },
): Promise<void> {
  const { payload } = req
  // An address no one could type is unknown (and is kept from the database, which refuses NUL).
  const email =
    typeof data.email === 'string' && isPlainText(data.email) ? normalizeEmail(data.email) : ''
  const password = typeof data.password === 'string' ? data.password : ''
  const ip = req.headers.get(clientIpHeader) ?? 'unknown'

  const perIp = await consumeRateLimit(payload, rateLimitRules.staffLoginPerIp, ip)
  if (!perIp.allowed) throw tooManyAttempts(req, perIp.retryAfterSeconds)
  const blockKey = `staff|${email}|${ip}`
  const blockedUntil = await passwordEntryBlockedUntil(payload, blockKey)
  if (blockedUntil)
    throw tooManyAttempts(req, Math.ceil((blockedUntil.getTime() - Date.now()) / 1000))

  const user = email
    ? ((await payload.db.findOne({
        collection: 'users',
        where: { email: { equals: email } },
      })) as (StaffSecondFactorRow & { hash?: string; salt?: string }) | null)
    : null
  if (!(await verifyStaffPassword(password, user)) || !user) {
    await recordWrongPassword(payload, blockKey, staffPasswordBlock)
    throw wrongCredentials(req)
  }
  await clearWrongPasswords(payload, blockKey)
  await checkSecondFactor(req, user, data.code ?? (req.data as { code?: unknown })?.code)
}
