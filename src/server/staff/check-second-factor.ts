import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { acceptedTotpStep, recoveryCodeHash } from '@/domain/auth/totp'
import { users } from '@/payload-generated-schema'
import { sqlDatabase } from '@/server/db/sql-database'
import { bare } from '@/server/db/sql-names'
import { clientIpHeader } from '@/server/http/request-context'
import { countCodeAttempt } from '@/server/security/count-code-attempt'
import { openValue } from '@/server/security/sealed-value'

import { offerEnrolmentLink } from './offer-enrolment-link'
import { rolesRequiringSecondFactor, totpSealPurpose } from './second-factor-roles'
import { secondFactorError, tooManyAttempts } from './staff-auth-errors'

export { rolesRequiringSecondFactor, totpSealPurpose } from './second-factor-roles'

export type StaffSecondFactorRow = {
  id: number
  email: string
  role?: string | null
  twoFactorSecret?: string | null
  twoFactorPendingSecret?: string | null
  twoFactorRecoveryCodes?: unknown
  twoFactorPendingRecoveryCodes?: unknown
  twoFactorLastStep?: number | null
}

const hashesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []

/**
 * The second step of staff sign-in, after a correct password: a code from the authenticator app
 * (or a recovery code) for staff who have one; staff whose role requires one and who have none
 * yet are refused, and an enrolment link goes to their address (offerEnrolmentLink).
 */
export async function checkSecondFactor(
  req: PayloadRequest,
  user: StaffSecondFactorRow,
  code: unknown,
  /** A known device of this staff member (recognizeDevice): its tries count only against it. */
  deviceId: string | null = null,
): Promise<void> {
  const entered = typeof code === 'string' ? code.trim() : ''
  const secret = openValue(totpSealPurpose, user.twoFactorSecret)
  if (secret) {
    if (!entered) throw secondFactorError(req, 'TWO_FACTOR_REQUIRED')
    await limitCodeAttempts(req, user, deviceId)
    if (await acceptCode(req, user, secret, entered)) return
    throw secondFactorError(req, 'TWO_FACTOR_INVALID')
  }
  if (!rolesRequiringSecondFactor.has(user.role ?? '')) return

  // Enrolment happens only on the setup page its e-mailed link opens: the password alone never
  // hands out the authenticator key (whoever held the first password would enrol first).
  await offerEnrolmentLink(req.payload, user.id)
  throw secondFactorError(req, 'TWO_FACTOR_SETUP_REQUIRED')
}

/** Codes are counted per account and IP (or known device): see count-code-attempt.ts. */
async function limitCodeAttempts(
  req: PayloadRequest,
  user: StaffSecondFactorRow,
  deviceId: string | null,
) {
  const ip = req.headers.get(clientIpHeader) ?? 'unknown'
  const result = await countCodeAttempt(req.payload, {
    subject: 'staff',
    accountId: user.id,
    ip,
    deviceId,
  })
  if (!result.allowed) throw tooManyAttempts(req, result.retryAfterSeconds)
}

/** A fresh code (each time step once), or one of the unused recovery codes. */
async function acceptCode(
  req: PayloadRequest,
  user: StaffSecondFactorRow,
  secret: string,
  entered: string,
): Promise<boolean> {
  const step = acceptedTotpStep(secret, entered, user.twoFactorLastStep ?? null)
  if (step !== null) {
    // One conditional update: of two sign-ins with the same code at once, one wins.
    const claimed = await sqlDatabase(req.payload).execute(sql`
      update ${users} set ${bare(users.twoFactorLastStep)} = ${step}
      where ${users.id} = ${user.id}
        and (${users.twoFactorLastStep} is null or ${users.twoFactorLastStep} < ${step})
      returning ${users.id}`)
    return claimed.rows.length === 1
  }
  const hashes = hashesOf(user.twoFactorRecoveryCodes)
  const used = recoveryCodeHash(entered)
  if (!hashes.includes(used)) return false
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { twoFactorRecoveryCodes: hashes.filter((hash) => hash !== used) },
  })
  return true
}
