import type { PayloadRequest } from 'payload'

import { normalizeEmail } from '@/domain/auth/email-address'
import { isPlainText } from '@/domain/plain-text'
import { accountSlowdown, rateLimitRules, staffPasswordBlock } from '@/domain/auth/rate-limit-rules'
import { clientIpHeader } from '@/server/http/request-context'
import {
  knownDeviceSetCookie,
  readKnownDeviceCookie,
  recognizeDevice,
  rememberDevice,
} from '@/server/security/known-device'
import { admitSignInAttempt } from '@/server/security/sign-in-throttle'

import { checkSecondFactor, type StaffSecondFactorRow } from './check-second-factor'
import { tooManyAttempts, wrongCredentials } from './staff-auth-errors'
import { verifyStaffPassword } from './verify-staff-password'

type StaffRow = StaffSecondFactorRow & { hash?: string; salt?: string }

/**
 * Staff sign-in, before Payload's own login runs (a `beforeOperation` hook): the throttling of
 * sign-in-throttle.ts (a limit per IP, a block per address and source IP after wrong passwords,
 * and the account's slowdown across addresses, all skipped for the staff member's known device,
 * which only its own block limits), so nobody can lock a staff member out; one answer in one time
 * for an unknown address and a wrong password; then the second factor. A full sign-in makes the
 * browser a known device. Payload's lockout is off (`maxLoginAttempts: 0`).
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
  const findUser = async () =>
    email
      ? ((await payload.db.findOne({
          collection: 'users',
          where: { email: { equals: email } },
        })) as StaffRow | null)
      : null

  const sentDevices = readKnownDeviceCookie('staff', req.headers)
  const deviceId = await recognizeDevice(
    'staff',
    sentDevices,
    async () => (await findUser())?.id ?? null,
  )
  const admission = await admitSignInAttempt(
    payload,
    { subject: 'staff', email, ip, deviceId },
    {
      perIp: rateLimitRules.staffLoginPerIp,
      block: staffPasswordBlock,
      slowdown: accountSlowdown.staff,
    },
  )
  if (admission.outcome === 'blocked')
    throw tooManyAttempts(req, Math.ceil((admission.until.getTime() - Date.now()) / 1000))
  if (admission.outcome === 'slowed') throw tooManyAttempts(req, admission.retryAfterSeconds)

  const user = await findUser()
  if (!(await verifyStaffPassword(password, user)) || !user) {
    await admission.failed()
    throw wrongCredentials(req)
  }
  await admission.succeeded()
  await checkSecondFactor(req, user, data.code ?? (req.data as { code?: unknown })?.code, deviceId)
  // Payload's login answer carries the request's headers (handleEndpoints merges them).
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append(
    'Set-Cookie',
    knownDeviceSetCookie('staff', rememberDevice('staff', user.id, sentDevices)),
  )
}
