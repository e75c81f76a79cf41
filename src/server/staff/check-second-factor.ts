import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import QRCode from 'qrcode'

import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from '@/domain/auth/totp'
import { sqlDatabase } from '@/server/db/sql-database'
import { clientIpHeader } from '@/server/http/request-context'
import { countCodeAttempt } from '@/server/security/count-code-attempt'
import { openValue, sealValue } from '@/server/security/sealed-value'

import { secondFactorError, tooManyAttempts } from './staff-auth-errors'

/** Staff who see identity documents or change settings must have a second factor. */
export const rolesRequiringSecondFactor = new Set(['admin', 'compliance'])

export const totpSealPurpose = 'staff-totp'

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
 * yet are given a new key to enrol, confirmed by its first code.
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

  const pending = openValue(totpSealPurpose, user.twoFactorPendingSecret)
  if (pending && entered) {
    await limitCodeAttempts(req, user, deviceId)
    const step = acceptedTotpStep(pending, entered, null)
    if (step === null) throw secondFactorError(req, 'TWO_FACTOR_INVALID')
    await req.payload.db.updateOne({
      collection: 'users',
      id: user.id,
      data: {
        twoFactorSecret: user.twoFactorPendingSecret,
        twoFactorRecoveryCodes: hashesOf(user.twoFactorPendingRecoveryCodes),
        twoFactorLastStep: step,
        twoFactorEnabledAt: new Date().toISOString(),
        twoFactorPendingSecret: null,
        twoFactorPendingRecoveryCodes: null,
      },
    })
    return
  }
  throw await startEnrolment(req, user)
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
      update users set two_factor_last_step = ${step}
      where id = ${user.id} and (two_factor_last_step is null or two_factor_last_step < ${step})
      returning id`)
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

async function startEnrolment(req: PayloadRequest, user: StaffSecondFactorRow) {
  const secret = newTotpSecret()
  const recoveryCodes = newRecoveryCodes()
  await req.payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: {
      twoFactorPendingSecret: sealValue(totpSealPurpose, secret),
      twoFactorPendingRecoveryCodes: recoveryCodes.map(recoveryCodeHash),
    },
  })
  const uri = totpUri(secret, user.email)
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1 })
  return secondFactorError(req, 'TWO_FACTOR_SETUP_REQUIRED', { secret, uri, qrSvg, recoveryCodes })
}
